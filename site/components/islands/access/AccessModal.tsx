/**
 * The access modal (visitor spec §2 "Access, login and invite", §4, §5, §8): the request-access and
 * reclaim-access tabs (states RequestAccess and LoginRequest) and the outcome views — request sent, check your
 * email (auto approved), pending, declined (each kind) and access expired with an extension request.
 *
 * "Back" on the request tab goes to the login tab; on the login tab it closes the modal. Submitting is disabled
 * while a submission is running; the request times out after 120 s. The email is remembered as last used.
 */
import { useId, useRef } from 'react';
import { TabList } from '../TabList.tsx';
import { useModalDialog } from '../use-modal-dialog.ts';
import { AccessOutcomeView, outcomeTitle } from './AccessOutcomeView.tsx';
import { ReclaimAccessForm } from './ReclaimAccessForm.tsx';
import { RequestAccessForm } from './RequestAccessForm.tsx';
import { TEXTS } from './texts.ts';
import type { AccessConfig, ModalRequest } from './types.ts';
import { useAccessFlow } from './use-access-flow.ts';

export default function AccessModal({ config, request, onClose }: { config: AccessConfig; request: ModalRequest; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const flow = useAccessFlow(config, request);
  const { tab, switchTab, outcome } = flow;
  useModalDialog(dialog);

  const title = outcome ? outcomeTitle(outcome) : request.item ? TEXTS.getAccess : tab === 'request' ? TEXTS.requestTab : TEXTS.loginTab;

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={onClose} data-access-modal>
      <div className="modal-box max-w-lg">
        <div className="modal-header mb-2 flex items-start justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button type="button" className="btn btn-sm btn-circle btn-ghost -mt-1 -mr-2 shrink-0" aria-label={TEXTS.close} onClick={onClose}>
            ✕
          </button>
        </div>
        {outcome ? (
          <AccessOutcomeView
            outcome={outcome}
            org={config.orgName}
            extendError={flow.extendError}
            busy={flow.busy}
            onExtend={(target) => void flow.extend(target)}
          />
        ) : (
          <>
            <TabList
              tabs={[
                { id: 'request', label: TEXTS.requestTab },
                { id: 'login', label: TEXTS.loginTab },
              ]}
              selected={tab}
              onSelect={switchTab}
              className="tabs-border mb-3"
            />
            {flow.formError && (
              <p role="alert" className="alert alert-error alert-soft mb-2 text-sm">
                {flow.formError}
              </p>
            )}
            {tab === 'request' ? (
              <RequestAccessForm
                config={config}
                request={request}
                values={flow.values}
                setValue={flow.setValue}
                errors={flow.errors}
                busy={flow.busy}
                onSubmit={() => void flow.submitRequest()}
                onBack={() => switchTab('login')}
              />
            ) : (
              <ReclaimAccessForm
                email={flow.loginEmail}
                onEmailChange={flow.setLoginEmail}
                errors={flow.errors}
                busy={flow.busy}
                onSubmit={() => void flow.submitLogin()}
                onBack={onClose}
              />
            )}
          </>
        )}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" aria-label={TEXTS.close} tabIndex={-1}>
          {TEXTS.close}
        </button>
      </form>
    </dialog>
  );
}
