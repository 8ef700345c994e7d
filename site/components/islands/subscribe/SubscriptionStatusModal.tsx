/**
 * The subscription result modal for `?subscribeStatus=` (visitor spec §2), where the confirmation email's link
 * lands: confirmed, blocked, or the link expired.
 */
import { ENGAGEMENT_TEXTS as T, subscribeAgainHref, type SubscribeStatus } from '../../../lib/engagement.ts';
import { CloseButton, Modal } from '../Modal.tsx';
import { SupportContact } from './SupportContact.tsx';

interface SubscriptionStatusModalProps {
  status: SubscribeStatus | null;
  orgName: string;
  supportEmail: string;
  onClose(): void;
}

export function SubscriptionStatusModal({ status, orgName, supportEmail, onClose }: SubscriptionStatusModalProps) {
  return (
    <>
      <Modal
        open={status === 'confirmed'}
        onClose={onClose}
        title={T.subscriptionConfirmed}
        name="subscription-confirmed"
        actions={<CloseButton onClick={onClose} primary />}
      >
        <p className="mt-3">
          You will receive {orgName}'s trust center updates by email. {T.unsubscribeAnyTime}.
        </p>
      </Modal>

      <Modal
        open={status === 'blocked'}
        onClose={onClose}
        title={T.subscriptionFailed}
        name="subscription-blocked"
        actions={<CloseButton onClick={onClose} label="Go back" />}
      >
        <p className="mt-3">{T.subscriptionBlocked}</p>
        <SupportContact email={supportEmail} />
      </Modal>

      <Modal
        open={status === 'token invalid'}
        onClose={onClose}
        title={T.subscriptionFailed}
        name="subscription-token-invalid"
        actions={
          <>
            <CloseButton onClick={onClose} />
            <a className="btn btn-primary" href={subscribeAgainHref()}>
              Try again
            </a>
          </>
        }
      >
        <p className="mt-3">{T.subscriptionLinkExpired}</p>
      </Modal>
    </>
  );
}
