/**
 * "Submit a questionnaire" (visitor spec §2, §4 "Questionnaire flow"): the modal "Questionnaires can take some
 * time" recommends the documents section (View Documents closes it and scrolls to the documents card), then the
 * member uploads a file or provides a link; the success dialog says "Questionnaire submitted successfully" with
 * the follow-up line and "Got it". Files and links are checked here with the edge's own rules and texts.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  QUESTIONNAIRE_ACCEPT,
  QUESTIONNAIRE_TEXTS as T,
  questionnaireFileError,
  questionnaireFollowUp,
  questionnaireLinkError,
} from '../../../../content/questionnaires.ts';
import { Modal, ModalActions } from '../Modal.tsx';
import { submitQuestionnaireFile, submitQuestionnaireLink } from './questionnaire-client.ts';

/** Closes the modal, then brings the documents card into view. */
export function scrollToDocuments(): void {
  const target = document.getElementById('documents') ?? document.querySelector('[data-card-kind="documents"]');
  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export default function QuestionnaireModal({
  accountId,
  orgName,
  viewerKind,
  onClose,
}: {
  accountId: string;
  orgName: string;
  viewerKind: 'public' | 'account' | 'preview';
  onClose: () => void;
}) {
  const uid = useId();
  const [method, setMethod] = useState<'file' | 'link'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'form' | 'sending' | 'success'>('form');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = method === 'file' ? questionnaireFileError(file) : questionnaireLinkError(link);
    setError(problem);
    if (problem) return;
    setState('sending');
    try {
      if (method === 'file') await submitQuestionnaireFile(accountId, file!);
      else await submitQuestionnaireLink(accountId, link.trim());
      setState('success');
    } catch (e) {
      setError((e as Error).message);
      setState('form');
    }
  }

  if (state === 'success') {
    return (
      <Modal
        open
        name="questionnaire-success"
        onClose={onClose}
        title={T.successTitle}
        actions={
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {T.gotIt}
          </button>
        }
      >
        <p className="mt-2">{questionnaireFollowUp(viewerKind, orgName)}</p>
      </Modal>
    );
  }

  return (
    <Modal open name="questionnaire" onClose={onClose} title={T.modalTitle}>
      <p className="mt-2 text-sm">{T.modalIntro}</p>
      <button
        type="button"
        className="btn btn-outline btn-sm mt-3"
        onClick={() => {
          onClose();
          // After the dialog has left the top layer.
          requestAnimationFrame(scrollToDocuments);
        }}
      >
        {T.viewDocuments}
      </button>
      <form className="mt-4 flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <div role="radiogroup" aria-label={T.submitLink} className="flex flex-wrap gap-4">
          {(['file', 'link'] as const).map((m) => (
            <label key={m} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                className="radio radio-sm"
                name={`${uid}-method`}
                checked={method === m}
                onChange={() => {
                  setMethod(m);
                  setError(null);
                }}
              />
              {m === 'file' ? T.uploadIt : T.provideLink}
            </label>
          ))}
        </div>
        {method === 'file' ? (
          <label className="flex flex-col gap-1 text-sm">
            {T.fileLabel}
            <input
              type="file"
              className="file-input file-input-sm w-full"
              accept={QUESTIONNAIRE_ACCEPT}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${uid}-error` : undefined}
              onChange={(e) => {
                const picked = e.target.files?.[0] ?? null;
                setFile(picked);
                setError(picked ? questionnaireFileError(picked) : null);
              }}
            />
            <span className="text-xs opacity-70">PDF, Word, Excel, CSV, text or ZIP · up to 25 MB</span>
          </label>
        ) : (
          <label className="flex flex-col gap-1 text-sm">
            {T.linkLabel}
            <input
              type="url"
              inputMode="url"
              className="input input-sm w-full"
              placeholder="https://"
              value={link}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${uid}-error` : undefined}
              onChange={(e) => {
                setLink(e.target.value);
                setError(null);
              }}
            />
          </label>
        )}
        {error && (
          <p id={`${uid}-error`} role="alert" className="text-error text-sm">
            {error}
          </p>
        )}
        <ModalActions dismiss="Cancel" onDismiss={onClose} ghost>
          <button type="submit" className="btn btn-primary" disabled={state === 'sending'}>
            {state === 'sending' ? <span role="img" className="loading loading-spinner loading-sm" aria-label="Sending" /> : T.submit}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
