/**
 * The account menu's questionnaire and TPRM entries (visitor spec §2, §6): "Submit a questionnaire" and
 * "Questionnaires" when the customization enables questionnaires, "Send data to TPRM" when TPRM is enabled and
 * partners are configured — AccountExternal only (`$viewer`). The dialogs load on first use and render into
 * the page body (the menu's `<details>` hides its content when it closes).
 */
import { useStore } from '@nanostores/react';
import { Suspense, lazy, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { QUESTIONNAIRE_TEXTS, TPRM_TEXTS, questionnairesAvailable, tprmAvailable } from '../../../../content/questionnaires.ts';
import { $viewer } from '../../../lib/viewer-mode.ts';

const QuestionnaireModal = lazy(() => import('./QuestionnaireModal.tsx'));
const QuestionnaireListModal = lazy(() => import('./QuestionnaireListModal.tsx'));
const TprmModal = lazy(() => import('./TprmModal.tsx'));

type Open = 'submit' | 'list' | 'tprm' | null;

export function QuestionnaireMenuEntries({ orgName }: { orgName: string }) {
  const viewer = useStore($viewer);
  const [open, setOpen] = useState<Open>(null);
  if (viewer.kind !== 'account') return null;
  const questionnaires = questionnairesAvailable(viewer.kind, viewer.view);
  const tprm = tprmAvailable(viewer.kind, viewer.view);
  if (!questionnaires && !tprm) return null;

  const choose = (which: Open) => (event: MouseEvent<HTMLButtonElement>) => {
    event.currentTarget.closest('details')?.removeAttribute('open');
    setOpen(which);
  };
  const close = () => setOpen(null);

  return (
    <>
      {questionnaires && (
        <>
          <li>
            <button type="button" onClick={choose('submit')}>
              {QUESTIONNAIRE_TEXTS.submitLink}
            </button>
          </li>
          <li>
            <button type="button" onClick={choose('list')}>
              {QUESTIONNAIRE_TEXTS.listTitle}
            </button>
          </li>
        </>
      )}
      {tprm && (
        <li>
          <button type="button" onClick={choose('tprm')}>
            {TPRM_TEXTS.sendLink}
          </button>
        </li>
      )}
      {open &&
        createPortal(
          <Suspense fallback={null}>
            {open === 'submit' && <QuestionnaireModal accountId={viewer.accountId} orgName={orgName} viewerKind={viewer.kind} onClose={close} />}
            {open === 'list' && <QuestionnaireListModal accountId={viewer.accountId} onClose={close} />}
            {open === 'tprm' && <TprmModal accountId={viewer.accountId} partners={viewer.view.tprmPartners} onClose={close} />}
          </Suspense>,
          document.body,
        )}
    </>
  );
}
