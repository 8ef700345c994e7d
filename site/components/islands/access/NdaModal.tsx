/**
 * The clickwrap NDA: the organisation's Markdown text, the signer's name and consent, then "I agree". The text's
 * version is sent back so a text changed meanwhile is not accepted unread.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { renderMarkdown } from '../../../../content/markdown.ts';
import { acceptNda, fetchNda, type NdaState } from './access-client.ts';
import { ApiError } from '../../../lib/request.ts';
import { TEXTS } from './texts.ts';
import { ModalActions, ModalHeader } from '../Modal.tsx';
import { useModalDialog } from '../use-modal-dialog.ts';

export default function NdaModal({
  accountId,
  orgName,
  defaultName,
  onAccepted,
  onClose,
}: {
  accountId: string;
  orgName: string;
  defaultName: string;
  onAccepted: (nda: NdaState) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const uid = useId();
  const [nda, setNda] = useState<{ version: number; text: string } | null>(null);
  const [name, setName] = useState(defaultName);
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useModalDialog(dialog);
  useEffect(() => {
    fetchNda(accountId)
      .then((n) => setNda({ version: n.version, text: n.text }))
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : TEXTS.unknown));
  }, [accountId]);

  async function accept() {
    if (!nda || !consent || !name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      onAccepted(await acceptNda(accountId, name.trim(), nda.version));
    } catch (e) {
      if (e instanceof ApiError && e.code === 'NDA_CHANGED') {
        const fresh = await fetchNda(accountId).catch(() => null);
        if (fresh) setNda({ version: fresh.version, text: fresh.text });
      }
      setError(e instanceof ApiError ? e.message : TEXTS.unknown);
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={`${uid}-title`} onClose={onClose} data-nda-modal>
      <div className="modal-box max-w-2xl">
        <ModalHeader id={`${uid}-title`} title={TEXTS.ndaTitle} className="mb-1" />
        <p className="mb-3 text-sm opacity-80">{TEXTS.ndaIntro(orgName)}</p>
        <div
          className="prose-content max-h-72 overflow-y-auto rounded border border-base-300 p-3 text-sm"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be focusable for keyboard users to scroll it (axe scrollable-region-focusable)
          tabIndex={0}
          data-nda-text
          // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown shows raw HTML as text and keeps only safe link targets
          dangerouslySetInnerHTML={{ __html: nda ? renderMarkdown(nda.text) : '' }}
        />
        <div className="fieldset mt-3">
          <label className="fieldset-legend" htmlFor={`${uid}-name`}>
            {TEXTS.ndaName}
          </label>
          <input id={`${uid}-name`} className="input w-full" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <label className="label mt-2 gap-2 text-sm whitespace-normal">
          <input type="checkbox" className="checkbox checkbox-sm" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
          {TEXTS.ndaConsent}
        </label>
        {error && (
          <p role="alert" className="text-error mt-2 text-sm">
            {error}
          </p>
        )}
        <ModalActions dismiss={TEXTS.ndaLater} onDismiss={onClose} ghost>
          <button type="button" className="btn btn-primary" disabled={!nda || !consent || !name.trim() || busy} onClick={() => void accept()}>
            {TEXTS.ndaAccept}
          </button>
        </ModalActions>
      </div>
    </dialog>
  );
}
