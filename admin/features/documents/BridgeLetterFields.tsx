/**
 * Bridge letter fields of a report item (admin spec §3 "Bridge letter", §4 "The bridge letter toggle reveals
 * the letter fields", §5, §6): a toggle, then the letter content, signer name and title and the SOC type, with the
 * spec's required messages when enabled. Turning the letter on is a plan feature ("Upgrade your plan to unlock this
 * feature"); a letter already on stays editable.
 */
import { useId } from 'react';
import { DOCUMENT_TEXTS, LETTER_NAME_TOOLTIP_LENGTH, bridgeLetterName } from '../../../content/documents.ts';
import { BridgeLetterSchema, LETTER_TYPES, type BridgeLetter } from '../../../content/schemas/bridge-letter.ts';
import { Tooltip } from '../../ui/Tooltip.tsx';
import { LockIcon } from '../../ui/icons.tsx';

export const EMPTY_BRIDGE_LETTER: BridgeLetter = { letterEnabled: false, letterContent: '', signerName: '', signerTitle: '', letterType: 'SOC 2' };

export type BridgeLetterErrors = Partial<Record<'letterContent' | 'signerName' | 'signerTitle', string>>;

/** The spec's messages for the letter's missing fields (none when the letter is off). */
export function bridgeLetterErrors(letter: BridgeLetter): BridgeLetterErrors {
  const result = BridgeLetterSchema.safeParse(letter);
  const errors: BridgeLetterErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof BridgeLetterErrors;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export interface BridgeLetterFieldsProps {
  value: BridgeLetter;
  onChange(next: BridgeLetter): void;
  /** The plan includes bridge letters. */
  planAllows: boolean;
  /** Shown after a save was tried. */
  errors?: BridgeLetterErrors;
  /** For the generated file name shown under the fields. */
  orgName?: string;
  itemTitle: string;
}

export function BridgeLetterFields({ value, onChange, planAllows, errors = {}, orgName, itemTitle }: BridgeLetterFieldsProps) {
  const ids = { content: useId(), name: useId(), title: useId(), type: useId() };
  const locked = !planAllows && !value.letterEnabled;
  const set = <K extends keyof BridgeLetter>(key: K, v: BridgeLetter[K]) => onChange({ ...value, [key]: v });
  const fileName = orgName ? bridgeLetterName(orgName, itemTitle) : '';

  const text = (key: 'letterContent' | 'signerName' | 'signerTitle', id: string, label: string, multiline = false) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          rows={5}
          className={`textarea textarea-sm w-full ${errors[key] ? 'textarea-error' : ''}`}
          value={value[key]}
          aria-invalid={!!errors[key] || undefined}
          aria-describedby={errors[key] ? `${id}-error` : undefined}
          onChange={(e) => set(key, e.target.value)}
        />
      ) : (
        <input
          id={id}
          className={`input input-sm w-full ${errors[key] ? 'input-error' : ''}`}
          value={value[key]}
          aria-invalid={!!errors[key] || undefined}
          aria-describedby={errors[key] ? `${id}-error` : undefined}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
      {errors[key] && (
        <span id={`${id}-error`} className="text-sm text-error">
          {errors[key]}
        </span>
      )}
    </div>
  );

  return (
    <fieldset className="fieldset gap-2">
      <legend className="fieldset-legend">Bridge letter</legend>
      <Tooltip text={DOCUMENT_TEXTS.planLocked}>
        {(describedBy) => (
          <label className={`flex items-center gap-2 ${locked ? 'opacity-50' : ''}`}>
            <input
              type="checkbox"
              className="toggle toggle-sm"
              checked={value.letterEnabled}
              disabled={locked}
              aria-describedby={locked ? describedBy : undefined}
              onChange={(e) => set('letterEnabled', e.target.checked)}
            />
            Offer a bridge letter with this report
            {locked && <LockIcon />}
          </label>
        )}
      </Tooltip>
      {value.letterEnabled && (
        <div className="flex flex-col gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.type} className="text-sm font-medium">
              Letter type
            </label>
            <select
              id={ids.type}
              className="select select-sm w-40"
              value={value.letterType}
              onChange={(e) => set('letterType', e.target.value as BridgeLetter['letterType'])}
            >
              {LETTER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          {text('letterContent', ids.content, 'Letter Content', true)}
          {text('signerName', ids.name, 'Signer Name')}
          {text('signerTitle', ids.title, 'Signer Title')}
          {fileName && (
            <p className="text-xs opacity-70">
              File name:{' '}
              {fileName.length > LETTER_NAME_TOOLTIP_LENGTH ? (
                <span className="tooltip tooltip-bottom inline-block max-w-60 truncate align-bottom" data-tip={fileName} title={fileName}>
                  {fileName}
                </span>
              ) : (
                <span>{fileName}</span>
              )}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
