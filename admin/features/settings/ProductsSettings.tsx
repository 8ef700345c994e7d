/**
 * Products settings (visitor spec §3 "Product", "Product links", "Space"; admin spec §3 "Product page"): add and
 * edit products (name, slug, shown), the default product, the product selector's links, and per product which
 * sections are hidden and the overview text.
 */
import { useEffect, useState } from 'react';
import type { Product } from '../../../content/schemas/product.ts';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { createProduct, saveSpace, setSectionHidden, updateProduct } from './api.ts';
import { CheckField, Field, FormError, Notice, ProductSelect, SubmitButton, useWrite } from '../../ui/form.tsx';
import { useRowKeys } from '../../ui/use-row-keys.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { diffPatch } from '../../../content/merge-patch.ts';
import { TableHead } from '../../ui/Table.tsx';

const SECTIONS = [
  ['overview', 'Overview'],
  ['certifications', 'Certifications'],
  ['trusted_by', 'Trusted By'],
  ['subprocessors', 'Subprocessors'],
  ['documents', 'Documents'],
] as const;

function ProductDialog({ product, onClose }: { product: Product | null; onClose(): void }) {
  const [form, setForm] = useState({ productName: product?.productName ?? '', productSlug: product?.productSlug ?? '', show: product?.show ?? true });
  const submit = useWrite();
  const { run, fieldError, formError } = submit;
  async function save() {
    const saving = () =>
      product
        ? updateProduct(product.productId, diffPatch({ productName: product.productName, productSlug: product.productSlug, show: product.show }, form))
        : createProduct(form);
    if (await run(saving)) onClose();
  }
  return (
    <FormDialog
      open
      title={product ? 'Edit product' : 'Add product'}
      onClose={onClose}
      write={submit}
      onSave={() => void save()}
      error={formError('productName', 'productSlug')}
    >
      <div className="flex flex-col gap-3">
        <Field label="Product name" error={fieldError('productName')}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              className="input w-full"
              value={form.productName}
              onChange={(e) => setForm({ ...form, productName: e.target.value })}
            />
          )}
        </Field>
        <Field label="Product slug" error={fieldError('productSlug')} hint="Used in links: spaces become +">
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              className="input w-full"
              value={form.productSlug}
              onChange={(e) => setForm({ ...form, productSlug: e.target.value })}
            />
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="toggle toggle-sm" checked={form.show} onChange={(e) => setForm({ ...form, show: e.target.checked })} />
          Show in the product selector
        </label>
      </div>
    </FormDialog>
  );
}

function SpaceForm({ draft, canEdit }: { draft: Snapshot; canEdit: boolean }) {
  const [space, setSpace] = useState(draft.space);
  const write = useWrite();
  const [saved, setSaved] = useState(false);
  useEffect(() => setSpace(draft.space), [draft.space]);
  const rows = useRowKeys(space.productLinks.length);
  async function save() {
    setSaved(false);
    setSaved(await write.run(() => saveSpace(diffPatch(draft.space, space))));
  }
  return (
    <fieldset disabled={!canEdit} className="flex flex-col gap-3">
      <legend className="mb-1 font-medium">Default product and links</legend>
      <ProductSelect
        label="Default product"
        products={draft.products}
        value={space.defaultProductId}
        onChange={(defaultProductId) => setSpace({ ...space, defaultProductId })}
        className="select w-80"
      />
      <ul className="flex flex-col gap-2" aria-label="Product links">
        {space.productLinks.map((link, index) => {
          const set = (patch: Partial<typeof link>) =>
            setSpace({ ...space, productLinks: space.productLinks.map((l, i) => (i === index ? { ...l, ...patch } : l)) });
          return (
            <li key={rows.keys[index]} className="flex flex-wrap items-end gap-2">
              <Field label={`Link ${index + 1} name`}>
                {(id) => <input id={id} className="input input-sm" value={link.name} onChange={(e) => set({ name: e.target.value })} />}
              </Field>
              <Field label={`Link ${index + 1} address`}>
                {(id) => <input id={id} className="input input-sm w-72" value={link.link} onChange={(e) => set({ link: e.target.value })} />}
              </Field>
              <CheckField label="Shown" className="flex items-center gap-1 text-sm" checked={link.show} onChange={(show) => set({ show })} />
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => {
                  rows.removed(index);
                  setSpace({ ...space, productLinks: space.productLinks.filter((_, i) => i !== index) });
                }}
              >
                Remove link {index + 1}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => {
            rows.added();
            setSpace({ ...space, productLinks: [...space.productLinks, { name: '', link: '', show: true }] });
          }}
        >
          Add link
        </button>
        <SubmitButton busy={write.busy} onClick={() => void save()}>
          Save links and default product
        </SubmitButton>
      </div>
      <FormError error={write.error?.message} />
      {saved && <Notice kind="success">Saved.</Notice>}
    </fieldset>
  );
}

function PageConfig({ draft, product, canEdit }: { draft: Snapshot; product: Product; canEdit: boolean }) {
  const page = draft.pages.find((p) => p.productId === product.productId);
  const write = useWrite();
  // The choice shows at once, until the draft read after the write confirms it (a new page) or the write fails.
  const [choices, setChoices] = useState<{ of: typeof page; shown: Record<string, boolean> }>({ of: page, shown: {} });
  const shown = choices.of === page ? choices.shown : {};
  if (!page) return null;
  const toggle = async (section: (typeof SECTIONS)[number][0], hidden: boolean) => {
    setChoices({ of: page, shown: { ...shown, [section]: !hidden } });
    if (!(await write.run(() => setSectionHidden(product.productId, section, hidden)))) setChoices({ of: page, shown: {} });
  };
  return (
    <fieldset disabled={!canEdit} className="flex flex-wrap gap-4">
      <legend className="mb-1 text-sm font-medium">Sections of {product.productName}</legend>
      {SECTIONS.map(([key, label]) => (
        <label key={key} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={shown[key] ?? !page.config[key].hidden}
            onChange={(e) => void toggle(key, !e.target.checked)}
          />
          Show {label}
        </label>
      ))}
      <FormError error={write.error?.message} />
    </fieldset>
  );
}

export function ProductsSettings({ draft, canEdit }: { draft: Snapshot; canEdit: boolean }) {
  const [dialog, setDialog] = useState<{ product: Product | null } | null>(null);
  const products = [...draft.products].sort((a, b) => a.position - b.position);
  return (
    <div className="flex flex-col gap-6">
      <table className="table">
        <TableHead columns={['Product', 'Slug', 'Shown', 'Actions']} />
        <tbody>
          {products.map((p) => (
            <tr key={p.productId}>
              <th scope="row">
                {p.productName}
                {p.productId === draft.space.defaultProductId && <span className="badge badge-sm ml-2">Default</span>}
              </th>
              <td>{p.productSlug}</td>
              <td>{p.show ? 'Yes' : 'No'}</td>
              <td>
                {canEdit && (
                  <button type="button" className="btn btn-ghost btn-xs" onClick={() => setDialog({ product: p })}>
                    Edit<span className="sr-only"> {p.productName}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {canEdit && (
        <button type="button" className="btn btn-sm self-start" onClick={() => setDialog({ product: null })}>
          Add product
        </button>
      )}
      {products.map((p) => (
        <PageConfig key={p.productId} draft={draft} product={p} canEdit={canEdit} />
      ))}
      <SpaceForm draft={draft} canEdit={canEdit} />
      {dialog && <ProductDialog product={dialog.product} onClose={() => setDialog(null)} />}
    </div>
  );
}
