/** The access request queue: filter by status, each request's details and matching reason, approve or decline. */
import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import type { Snapshot } from '../../../content/schemas/snapshot.ts';
import { RELATIONSHIPS } from '../../../content/schemas/access-request.ts';
import { CheckField, Field, FormError, SelectField, SubmitButton, useWrite } from '../../ui/form.tsx';
import { useLoad } from '../../ui/load.tsx';
import { $draft } from '../../stores/draft.ts';
import {
  DECLINE_REASONS,
  MATCHING_REASON_LABELS,
  approveRequest,
  dateInput,
  declineRequest,
  formatDate,
  fromDateInput,
  listRequests,
  type AccessData,
  type AccessRequestRow,
  type DeclineFeedback,
} from './api.ts';
import { AccessUntilField, ProfileSelect, TextField } from './fields.tsx';

const STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All' },
] as const;
const DAY = 86_400_000;

/** Products and items by name (from the draft the admin has loaded); the id when the draft does not know it. */
function detailLines(request: AccessRequestRow, draft: Snapshot | null): [string, string][] {
  const productName = (id: string) => draft?.products.find((p) => p.productId === id)?.productName ?? id;
  const itemTitle = (uid: string) => draft?.items.find((i) => i.itemUid === uid)?.title ?? uid;
  const d = request.details;
  const lines: [string, string][] = [];
  if (d.jobTitleTextField) lines.push(['Job title', String(d.jobTitleTextField)]);
  if (d.relationshipDropdown)
    lines.push(['Relationship', RELATIONSHIPS[d.relationshipDropdown as keyof typeof RELATIONSHIPS] ?? String(d.relationshipDropdown)]);
  if (d.countriesDropdown) lines.push(['Country', String(d.countriesDropdown)]);
  if (d.pointOfContactField) lines.push(['Point of contact', String(d.pointOfContactField)]);
  if (Array.isArray(d.accountMemberRequestProducts)) lines.push(['Products', (d.accountMemberRequestProducts as string[]).map(productName).join(', ')]);
  if (d.itemUid) lines.push(['Item', itemTitle(String(d.itemUid))]);
  if (request.declineNote) lines.push(['Note', request.declineNote]);
  return lines;
}

function ApproveForm({ request, data, onDone, onCancel }: { request: AccessRequestRow; data: AccessData; onDone: () => void; onCancel: () => void }) {
  const uid = useId();
  const matched = request.matchedAccountId && data.accounts.some((a) => a.id === request.matchedAccountId) ? request.matchedAccountId : '';
  const extend = request.kind === 'extend';
  const [target, setTarget] = useState<'existing' | 'new'>(matched ? 'existing' : 'new');
  const [accountId, setAccountId] = useState(matched || data.accounts[0]?.id || '');
  const [name, setName] = useState(request.companyName);
  const [domains, setDomains] = useState(request.email.split('@')[1] ?? '');
  const [profile, setProfile] = useState(data.settings.defaultPermissionProfileId || data.permissionProfiles[0]?.id || '');
  const days = data.settings.defaultAccessDays;
  const [expiry, setExpiry] = useState(days > 0 ? dateInput(Date.now() + days * DAY) : '');
  const [ndaOnFile, setNdaOnFile] = useState(false);
  const { busy, error, run } = useWrite();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const expiresAt = fromDateInput(expiry);
    const approved = await run(() => {
      if (extend) return approveRequest(request.id, { expiresAt });
      if (target === 'existing') return approveRequest(request.id, { accountId, expiresAt: expiry ? expiresAt : undefined });
      return approveRequest(request.id, {
        newAccount: { name, domains: domains.split(/[\s,]+/).filter(Boolean) },
        permissionProfileId: profile,
        expiresAt,
        ndaOnFile,
      });
    });
    if (approved) onDone();
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="mt-2 space-y-2 rounded-box border border-base-300 p-3" aria-label={`Approve ${request.email}`}>
      {!extend && (
        <div className="flex flex-wrap gap-4">
          <label className="label gap-2">
            <input
              type="radio"
              className="radio radio-sm"
              name={`${uid}-target`}
              checked={target === 'existing'}
              disabled={data.accounts.length === 0}
              onChange={() => setTarget('existing')}
            />
            Existing account
          </label>
          <label className="label gap-2">
            <input type="radio" className="radio radio-sm" name={`${uid}-target`} checked={target === 'new'} onChange={() => setTarget('new')} />
            New account
          </label>
        </div>
      )}
      {!extend && target === 'existing' && (
        <SelectField label="Account" options={data.accounts.map((a) => ({ value: a.id, label: a.name }))} value={accountId} onChange={setAccountId} />
      )}
      {!extend && target === 'new' && (
        <div className="grid gap-2 sm:grid-cols-3">
          <TextField label="Account name" value={name} onChange={setName} />
          <TextField label="Domains" value={domains} onChange={setDomains} />
          <ProfileSelect profiles={data.permissionProfiles} value={profile} onChange={setProfile} />
        </div>
      )}
      <div className="flex flex-wrap items-end gap-4">
        <AccessUntilField value={expiry} onChange={setExpiry} />
        {!extend && target === 'new' && <CheckField label="NDA on file" checked={ndaOnFile} onChange={setNdaOnFile} />}
      </div>
      <FormError error={error?.message} />
      <div className="flex gap-2">
        <SubmitButton busy={busy}>{extend ? 'Extend access' : 'Approve access'}</SubmitButton>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function DeclineForm({ request, onDone, onCancel }: { request: AccessRequestRow; onDone: () => void; onCancel: () => void }) {
  const [reason, setReason] = useState<DeclineFeedback>('request_declined');
  const [note, setNote] = useState('');
  const { busy, error, run } = useWrite();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run(() => declineRequest(request.id, { reason, note: note.trim() || undefined }))) onDone();
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-2 space-y-2 rounded-box border border-base-300 p-3" aria-label={`Decline ${request.email}`}>
      <SelectField label="Reason" options={DECLINE_REASONS} value={reason} onChange={setReason} />
      <Field label="Note (optional)">
        {(id) => <textarea id={id} className="textarea textarea-sm w-full" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      <FormError error={error?.message} />
      <div className="flex gap-2">
        <SubmitButton busy={busy} className="btn btn-sm btn-error">
          Decline request
        </SubmitButton>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function AccessRequests({ data, canEdit, onChange }: { data: AccessData; canEdit: boolean; onChange: () => Promise<void> }) {
  const [status, setStatus] = useState<(typeof STATUSES)[number]['value']>('pending');
  const { data: list, error, reload } = useLoad(listRequests, status);
  const requests = list?.requests;
  const draft = useStore($draft);
  const [open, setOpen] = useState<{ id: string; action: 'approve' | 'decline' } | null>(null);

  async function done() {
    setOpen(null);
    await Promise.all([reload(), onChange()]);
  }

  const accountName = (id: string | null) => data.accounts.find((a) => a.id === id)?.name ?? '';

  return (
    <div className="space-y-3">
      <SelectField label="Status" inline options={STATUSES} value={status} onChange={setStatus} className="select select-sm w-40" />
      <FormError error={error} />
      {requests && requests.length === 0 && <p className="text-sm opacity-70">No access requests to show.</p>}
      <ul className="divide-y divide-base-200">
        {requests?.map((r) => (
          <li key={r.id} className="py-3" data-access-request={r.email}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="font-medium">
                  {[r.firstName, r.lastName].filter(Boolean).join(' ') || r.email} <span className="font-normal opacity-70">&lt;{r.email}&gt;</span>
                </p>
                <p className="text-sm">
                  {r.companyName}
                  {r.kind === 'extend' && <span className="badge badge-sm badge-info ml-2">Extension</span>}
                  {r.matchingReason && (
                    <span className="badge badge-sm badge-outline ml-2" title="Matching reason">
                      {MATCHING_REASON_LABELS[r.matchingReason] ?? r.matchingReason}
                      {r.matchedAccountId && accountName(r.matchedAccountId) ? `: ${accountName(r.matchedAccountId)}` : ''}
                    </span>
                  )}
                </p>
                <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 text-xs opacity-80">
                  <dt>Requested</dt>
                  <dd>{formatDate(r.createdAt)}</dd>
                  {detailLines(r, draft).map(([k, v]) => (
                    <div key={k} className="contents">
                      <dt>{k}</dt>
                      <dd>{v}</dd>
                    </div>
                  ))}
                  {r.status !== 'pending' && (
                    <>
                      <dt>Decision</dt>
                      <dd>
                        {r.status}
                        {r.feedback && r.status === 'declined' ? ` (${DECLINE_REASONS.find((d) => d.value === r.feedback)?.label ?? r.feedback})` : ''}
                        {r.accountId ? ` · ${accountName(r.accountId)}` : ''} · {r.decidedBy === 'auto' ? 'automatic' : r.decidedBy}
                      </dd>
                    </>
                  )}
                </dl>
              </div>
              {canEdit && r.status === 'pending' && (
                <div className="flex gap-2">
                  <button type="button" className="btn btn-sm btn-primary" onClick={() => setOpen({ id: r.id, action: 'approve' })}>
                    Approve
                  </button>
                  <button type="button" className="btn btn-sm" onClick={() => setOpen({ id: r.id, action: 'decline' })}>
                    Decline
                  </button>
                </div>
              )}
            </div>
            {open?.id === r.id && open.action === 'approve' && (
              <ApproveForm request={r} data={data} onDone={() => void done()} onCancel={() => setOpen(null)} />
            )}
            {open?.id === r.id && open.action === 'decline' && <DeclineForm request={r} onDone={() => void done()} onCancel={() => setOpen(null)} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
