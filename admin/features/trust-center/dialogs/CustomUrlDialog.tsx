/**
 * Create custom URL (admin spec §2 screen 8, §5): the item's slug, lowercase letters, digits and hyphens, under
 * 100 characters and not used by another item of the product. "Use default" fills the default slug (the title
 * lowercased with spaces as hyphens if valid, otherwise "item"). Submit is disabled while the slug is empty,
 * invalid or unchanged. The dialog says that the current link keeps working — every earlier slug of the item
 * becomes a permanent redirect to its page (`content/slug-redirects.ts`) — and lists the earlier links.
 */
import { useState } from 'react';
import { EDIT_TEXTS, editText } from '../../../../content/editing/texts.ts';
import { ERRORS } from '../../../../content/errors.ts';
import { MESSAGES } from '../../../../content/messages.ts';
import { SlugSchema, defaultSlug, type Item } from '../../../../content/schemas/item.ts';
import type { Snapshot } from '../../../../content/schemas/snapshot.ts';
import { itemPath } from '../../../../content/links.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { Field, useWrite } from '../../../ui/form.tsx';
import { setCustomUrl } from '../api.ts';

/** The message for a slug, or undefined when it can be saved. */
export function slugProblem(draft: Snapshot, item: Item, slug: string): string | undefined {
  if (slug === '') return undefined;
  const parsed = SlugSchema.safeParse(slug);
  if (!parsed.success) {
    // Length first: a long slug is reported as too long even when it also has other characters.
    if (slug.length >= 100) return MESSAGES.slugTooLong;
    return parsed.error.issues[0]?.message;
  }
  const other = draft.items.find((i) => i.productId === item.productId && i.slug === slug && i.itemUid !== item.itemUid);
  return other ? MESSAGES.slugInUse.replace('{title}', other.title) : undefined;
}

export function CustomUrlDialog({ open, onClose, item, draft }: { open: boolean; onClose(): void; item: Item; draft: Snapshot }) {
  const [slug, setSlug] = useState(item.slug);
  const write = useWrite();

  const problem = slugProblem(draft, item, slug);
  const prefix = `${window.location.origin}${itemPath(draft, { productId: item.productId, slug: '' })}`;

  return (
    <FormDialog
      open={open}
      title="Create custom URL"
      onClose={onClose}
      write={write}
      onOpen={() => setSlug(item.slug)}
      onSave={() => setCustomUrl(item.productId, item.itemUid, slug)}
      snack={{ done: editText(EDIT_TEXTS.customUrlCreated, { title: item.title }), failed: ERRORS.CUSTOM_URL_FAILED.message }}
      saveLabel="Create URL"
      canSave={slug !== '' && !problem && slug !== item.slug}
    >
      <p className="mb-2 text-sm">
        Custom URL for <strong>{item.title}</strong>
      </p>
      <Field label="URL slug" error={problem}>
        {(id, describedBy) => (
          <div className="join w-full">
            <span className="join-item flex items-center bg-base-200 px-2 text-xs text-base-content/70">{prefix}</span>
            <input
              id={id}
              className={`input input-sm join-item flex-1 ${problem ? 'input-error' : ''}`}
              value={slug}
              aria-invalid={!!problem || undefined}
              aria-describedby={describedBy}
              onChange={(e) => setSlug(e.target.value)}
            />
          </div>
        )}
      </Field>
      <button type="button" className="btn btn-link btn-sm px-0" onClick={() => setSlug(defaultSlug(item.title))}>
        Use default: {defaultSlug(item.title)}
      </button>
      <p className="mt-2 text-sm text-base-content/80" data-redirect-note>
        {editText(EDIT_TEXTS.customUrlKeepsOld, { url: itemPath(draft, item) })}
      </p>
      {item.formerSlugs.length > 0 && (
        <div className="mt-2 text-sm">
          <p className="text-base-content/80">{EDIT_TEXTS.customUrlFormer}</p>
          <ul className="list-inside list-disc font-mono text-xs" aria-label={EDIT_TEXTS.customUrlFormer}>
            {item.formerSlugs.map((former) => (
              <li key={former}>{itemPath(draft, { productId: item.productId, slug: former })}</li>
            ))}
          </ul>
        </div>
      )}
    </FormDialog>
  );
}
