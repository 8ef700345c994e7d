/**
 * The item editor's fields (admin spec §3 "Item", §5) for one item: title, enabled state, tags, type, documents,
 * auditor, expiry, link, website URL, maturity, recurrence, explanation, list entries, choice and public access —
 * those the item's card kind uses (`itemFieldsFor`).
 */
import { useId, useState } from 'react';
import { EDIT_TEXTS } from '../../../../../content/editing/texts.ts';
import { ITEM_CHOICES, MATURITY_LEVELS, RECURRENCE_LABELS, RECURRENCE_NONE, recurrenceText } from '../../../../../content/editing/catalogue.ts';
import { canRenameItem } from '../../../../../content/editing/permissions.ts';
import { DOCUMENT_TYPES } from '../../../../../content/schemas/file.ts';
import { ENABLED_STATES, ENABLED_STATE_LABELS, type Item } from '../../../../../content/schemas/item.ts';
import type { PlanFeature } from '../../../../../content/schemas/staff.ts';
import type { PortalView } from '../../../../../content/policy.ts';
import { Field } from '../../../../ui/form.tsx';
import { Tooltip } from '../../../../ui/Tooltip.tsx';
import { LockIcon } from '../../../../ui/icons.tsx';
import { FilesField } from './FilesField.tsx';
import { BridgeLetterFields, bridgeLetterErrors } from '../../../documents/BridgeLetterFields.tsx';
import { itemFieldsFor, type ItemField, type ItemForm } from './item-form.ts';
import { useRowKeys } from '../../../../ui/use-row-keys.ts';

export interface ItemFieldsProps {
  item: Item;
  form: ItemForm;
  onChange(next: ItemForm): void;
  errors: Partial<Record<ItemField, string>>;
  features: readonly PlanFeature[];
  files: PortalView['files'];
}

function TagsInput({ tags, onChange }: { tags: string[]; onChange(next: string[]): void }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim();
    if (tag && !tags.includes(tag)) onChange([...tags, tag]);
    setDraft('');
  };
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">Tags</legend>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-1">
          {tags.map((tag) => (
            <li key={tag} className="badge badge-outline gap-1">
              {tag}
              <button type="button" className="cursor-pointer" aria-label={`Remove tag ${tag}`} onClick={() => onChange(tags.filter((t) => t !== tag))}>
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          New tag
        </label>
        <input
          id={id}
          className="input input-sm"
          value={draft}
          placeholder="New tag"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn btn-sm" onClick={add} disabled={!draft.trim()}>
          Add tag
        </button>
      </div>
    </fieldset>
  );
}

function ListEntries({ entries, onChange }: { entries: string[]; onChange(next: string[]): void }) {
  const rows = useRowKeys(entries.length);
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">List entries</legend>
      <ol className="flex flex-col gap-1">
        {entries.map((entry, index) => (
          <li key={rows.keys[index]} className="flex gap-2">
            <input
              className="input input-sm flex-1"
              aria-label={`List entry ${index + 1}`}
              value={entry}
              onChange={(e) => onChange(entries.map((v, i) => (i === index ? e.target.value : v)))}
            />
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label={`Remove list entry ${index + 1}`}
              onClick={() => {
                rows.removed(index);
                onChange(entries.filter((_, i) => i !== index));
              }}
            >
              ✕
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-sm w-fit"
        onClick={() => {
          rows.added();
          onChange([...entries, '']);
        }}
      >
        Add entry
      </button>
    </fieldset>
  );
}

function PublicAccessField({
  form,
  onChange,
  item,
  features,
}: {
  form: ItemForm;
  onChange(next: ItemForm): void;
  item: Item;
  features: readonly PlanFeature[];
}) {
  const name = useId();
  // Restricting a public item is a plan feature (restricted files); an item already restricted stays editable.
  const locked = !features.includes('restrictedFiles') && item.publicAccess;
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">Access</legend>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          className="radio radio-sm"
          name={name}
          checked={form.publicAccess}
          onChange={() => onChange({ ...form, publicAccess: true, hidden: false })}
        />
        Public
      </label>
      <Tooltip text={EDIT_TEXTS.planLocked}>
        {(describedBy) => (
          <label className={`flex items-center gap-2 ${locked ? 'text-base-content/70' : ''}`}>
            <input
              type="radio"
              className="radio radio-sm"
              name={name}
              checked={!form.publicAccess}
              disabled={locked}
              aria-describedby={locked ? describedBy : undefined}
              onChange={() => onChange({ ...form, publicAccess: false })}
            />
            Restricted
            {locked && <LockIcon />}
          </label>
        )}
      </Tooltip>
      {!form.publicAccess && (
        <label className="ml-6 flex items-center gap-2 text-sm">
          <input type="checkbox" className="checkbox checkbox-sm" checked={form.hidden} onChange={(e) => onChange({ ...form, hidden: e.target.checked })} />
          Hidden: only accounts whose permission profile includes this item see it
        </label>
      )}
    </fieldset>
  );
}

export function ItemFields({ item, form, onChange, errors, features, files }: ItemFieldsProps) {
  const fields = new Set(itemFieldsFor(item.cardKind));
  const stateName = useId();
  const set = <K extends keyof ItemForm>(key: K, value: ItemForm[K]) => onChange({ ...form, [key]: value });
  const renamable = canRenameItem(item, features);

  return (
    <div className="flex flex-col gap-3">
      {fields.has('title') && renamable && (
        <Field label="Title" error={errors.title}>
          {(id, describedBy) => (
            <input
              id={id}
              className={`input input-sm w-full ${errors.title ? 'input-error' : ''}`}
              value={form.title}
              aria-invalid={!!errors.title || undefined}
              aria-describedby={describedBy}
              onChange={(e) => set('title', e.target.value)}
            />
          )}
        </Field>
      )}
      {fields.has('enabledState') && (
        <fieldset className="fieldset">
          <legend className="fieldset-legend">State</legend>
          <div className="flex flex-wrap gap-4">
            {ENABLED_STATES.map((state) => (
              <label key={state} className="flex items-center gap-2">
                <input
                  type="radio"
                  className="radio radio-sm"
                  name={stateName}
                  checked={form.enabledState === state}
                  onChange={() => set('enabledState', state)}
                />
                {ENABLED_STATE_LABELS[state]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {fields.has('tags') && <TagsInput tags={form.tags} onChange={(tags) => set('tags', tags)} />}
      {fields.has('type') && (
        <Field label="Type" error={errors.type}>
          {(id, describedBy) => (
            <select
              id={id}
              className={`select select-sm ${errors.type ? 'select-error' : ''}`}
              value={form.type}
              aria-invalid={!!errors.type || undefined}
              aria-describedby={describedBy}
              onChange={(e) => set('type', e.target.value)}
            >
              <option value="">Select a type</option>
              {[...new Set([...DOCUMENT_TYPES, ...(form.type ? [form.type] : [])])].map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {fields.has('files') && (
        <FilesField value={form.files} saved={item.files} files={files} onChange={(next) => set('files', next)} error={errors.files} itemTitle={item.title} />
      )}
      {fields.has('bridgeLetter') && (
        <BridgeLetterFields
          value={form.bridgeLetter}
          onChange={(next) => set('bridgeLetter', next)}
          planAllows={features.includes('bridgeLetter')}
          errors={errors.bridgeLetter ? bridgeLetterErrors(form.bridgeLetter) : {}}
          itemTitle={form.title || item.title}
        />
      )}
      {fields.has('auditor') && (
        <Field label="Auditor">
          {(id) => <input id={id} className="input input-sm w-full" value={form.auditor} onChange={(e) => set('auditor', e.target.value)} />}
        </Field>
      )}
      {fields.has('expiry') && (
        <Field label="Expiration date" error={errors.expiry} hint="YYYY-MM-DD, or leave empty">
          {(id, describedBy) => (
            <input
              id={id}
              className={`input input-sm w-48 ${errors.expiry ? 'input-error' : ''}`}
              placeholder="YYYY-MM-DD"
              value={form.expiry}
              aria-invalid={!!errors.expiry || undefined}
              aria-describedby={describedBy}
              onChange={(e) => set('expiry', e.target.value)}
            />
          )}
        </Field>
      )}
      {fields.has('link') && (
        <Field label="Link" error={errors.link}>
          {(id, describedBy) => (
            <input
              id={id}
              type="url"
              className={`input input-sm w-full ${errors.link ? 'input-error' : ''}`}
              value={form.link}
              aria-invalid={!!errors.link || undefined}
              aria-describedby={describedBy}
              onChange={(e) => set('link', e.target.value)}
            />
          )}
        </Field>
      )}
      {fields.has('href') && (
        <Field label="Website URL" error={errors.href}>
          {(id, describedBy) => (
            <input
              id={id}
              type="url"
              className={`input input-sm w-full ${errors.href ? 'input-error' : ''}`}
              value={form.href}
              aria-invalid={!!errors.href || undefined}
              aria-describedby={describedBy}
              onChange={(e) => set('href', e.target.value)}
            />
          )}
        </Field>
      )}
      {fields.has('maturity') && (
        <Field label="Maturity">
          {(id) => (
            <select id={id} className="select select-sm" value={form.maturity} onChange={(e) => set('maturity', e.target.value)}>
              <option value="">Not set</option>
              {[...new Set([...MATURITY_LEVELS, ...(form.maturity ? [form.maturity] : [])])].map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {fields.has('recurrence') && (
        <Field label="Recurrence">
          {(id) => (
            <select id={id} className="select select-sm" value={form.recurrence} onChange={(e) => set('recurrence', e.target.value)}>
              <option value={RECURRENCE_NONE}>None</option>
              {Object.keys(RECURRENCE_LABELS).map((value) => (
                <option key={value} value={value}>
                  {recurrenceText(value)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {fields.has('explanation') && (
        <Field label="Explanation">
          {(id) => (
            <textarea id={id} className="textarea textarea-sm w-full" rows={4} value={form.explanation} onChange={(e) => set('explanation', e.target.value)} />
          )}
        </Field>
      )}
      {fields.has('listEntries') && <ListEntries entries={form.listEntries} onChange={(entries) => set('listEntries', entries)} />}
      {fields.has('choice') && (
        <Field label="Choice">
          {(id) => (
            <select id={id} className="select select-sm" value={form.choice} onChange={(e) => set('choice', e.target.value)}>
              <option value="">Not set</option>
              {[...new Set([...ITEM_CHOICES, ...(form.choice ? [form.choice] : [])])].map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {fields.has('publicAccess') && <PublicAccessField form={form} onChange={onChange} item={item} features={features} />}
    </div>
  );
}
