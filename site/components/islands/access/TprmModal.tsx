/**
 * "Send data to TPRM tool" (visitor spec §2, §4 "TPRM flow", §9): choose a partner integration, Next generates a
 * token (`GET …/{partnerId}/jwt/`), shown once for copying ("Copied" for 5 s) with the 24-hour / single-view notice
 * and a link to the instructions. Back returns to the partner list and revokes the token (`DELETE …/jwt/`): it is
 * discarded, so it stops working. Done (or closing the dialog) keeps it: the member has copied it for the partner.
 */
import { useEffect, useId, useState } from 'react';
import { TPRM_COPIED_MS, TPRM_DOCS_PATH, TPRM_TEXTS as T } from '../../../../content/questionnaires.ts';
import type { TprmPartner } from '../../../../content/schemas/engagement.ts';
import { Modal } from '../Modal.tsx';
import { fetchTprmToken, revokeTprmToken } from './questionnaire-client.ts';

export default function TprmModal({ accountId, partners, onClose }: { accountId: string; partners: TprmPartner[]; onClose: () => void }) {
  const uid = useId();
  const [partnerId, setPartnerId] = useState(partners[0]?.id ?? '');
  const [step, setStep] = useState<'choose' | 'loading' | 'token'>('choose');
  const [token, setToken] = useState('');
  /** The partner the shown token was issued for (the radio may change after Back). */
  const [tokenPartnerId, setTokenPartnerId] = useState('');
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TPRM_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function next() {
    setError(null);
    setStep('loading');
    try {
      setToken((await fetchTprmToken(accountId, partnerId)).token);
      setTokenPartnerId(partnerId);
      setStep('token');
    } catch (e) {
      setError((e as Error).message);
      setStep('choose');
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
    } catch {
      // Without clipboard access the token stays selected for a manual copy.
      (document.getElementById(`${uid}-token`) as HTMLTextAreaElement | null)?.select();
    }
    setCopied(true);
  }

  const partner = partners.find((p) => p.id === partnerId);
  return (
    <Modal
      open
      name="tprm"
      onClose={onClose}
      title={T.modalTitle}
      actions={
        step === 'token' ? (
          <>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                const discarded = token;
                setToken('');
                setCopied(false);
                setStep('choose');
                revokeTprmToken(accountId, tokenPartnerId, discarded).catch((e: unknown) => setError((e as Error).message));
              }}
            >
              {T.back}
            </button>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {T.done}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {T.back}
            </button>
            <button type="button" className="btn btn-primary" disabled={!partnerId || step === 'loading'} onClick={() => void next()}>
              {step === 'loading' ? <span role="img" className="loading loading-spinner loading-sm" aria-label="Generating" /> : T.next}
            </button>
          </>
        )
      }
    >
      {step !== 'token' ? (
        <fieldset className="mt-3 flex flex-col gap-2">
          <legend className="mb-2 text-sm">{T.choosePartner}</legend>
          {partners.map((p) => (
            <label key={p.id} className="flex items-center gap-2 text-sm">
              <input type="radio" className="radio radio-sm" name={`${uid}-partner`} checked={partnerId === p.id} onChange={() => setPartnerId(p.id)} />
              <span>{p.name}</span>
              <span className="text-xs opacity-60">{p.domain}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <div className="mt-3 flex flex-col gap-2">
          <label htmlFor={`${uid}-token`} className="text-sm">
            {T.tokenLabel}
            {partner ? ` (${partner.name})` : ''}
          </label>
          <textarea
            id={`${uid}-token`}
            readOnly
            rows={4}
            className="textarea textarea-sm w-full font-mono text-xs break-all"
            value={token}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="flex items-center gap-2">
            <button type="button" className="btn btn-sm" onClick={() => void copy()}>
              {copied ? T.copied : T.copy}
            </button>
            <span role="status" className="sr-only">
              {copied ? T.copied : ''}
            </span>
          </div>
          <p className="text-sm">{T.expiry}</p>
          <p className="text-sm">
            <a className="link" href={TPRM_DOCS_PATH} target="_blank" rel="noopener">
              {T.instructions}
            </a>
          </p>
        </div>
      )}
      {error && (
        <p role="alert" className="text-error mt-2 text-sm">
          {error}
        </p>
      )}
    </Modal>
  );
}
