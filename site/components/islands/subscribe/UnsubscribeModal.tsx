/**
 * The unsubscribe confirmation for `?unsubscribeToken=…` (visitor spec §2, §8), then the failure modal when the
 * link no longer works.
 */
import { ENGAGEMENT_TEXTS as T } from '../../../lib/engagement.ts';
import { CloseButton, Modal } from '../Modal.tsx';
import { SupportContact } from './SupportContact.tsx';

export type UnsubscribeState = { token: string; email: string; phase: 'confirm' | 'sending' | 'failed' };

interface UnsubscribeModalProps {
  unsubscribe: UnsubscribeState | null;
  orgName: string;
  supportEmail: string;
  onConfirm(): void;
  onClose(): void;
}

export function UnsubscribeModal({ unsubscribe, orgName, supportEmail, onConfirm, onClose }: UnsubscribeModalProps) {
  const sending = unsubscribe?.phase === 'sending';
  return (
    <>
      <Modal
        open={unsubscribe !== null && unsubscribe.phase !== 'failed'}
        onClose={onClose}
        title="Unsubscribe from updates"
        name="unsubscribe"
        actions={
          <>
            <CloseButton onClick={onClose} label="Cancel" />
            <button type="button" className="btn btn-primary" disabled={sending} onClick={onConfirm}>
              {sending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              Unsubscribe
            </button>
          </>
        }
      >
        <p className="mt-3">
          Stop sending {orgName}'s trust center updates to <strong className="break-all">{unsubscribe?.email}</strong>?
        </p>
      </Modal>

      <Modal
        open={unsubscribe?.phase === 'failed'}
        onClose={onClose}
        title={T.unsubscribeFailed}
        name="unsubscribe-failed"
        actions={<CloseButton onClick={onClose} />}
      >
        <p className="mt-3">{T.unsubscribeLinkExpired}</p>
        <SupportContact email={supportEmail} />
      </Modal>
    </>
  );
}
