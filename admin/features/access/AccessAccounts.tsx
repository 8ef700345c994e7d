/**
 * Accounts: members, domains, permission profile, NDA status and expiry; editing, members, revoke (takes effect
 * at once) and "Preview" — the portal as the account (or as a permission profile) sees it.
 */
import { useState, type FormEvent } from 'react';
import { CheckField, FormError, SubmitButton, useWrite } from '../../ui/form.tsx';
import {
  addMember,
  createAccount,
  dateInput,
  formatDate,
  fromDateInput,
  removeMember,
  setRevoked,
  updateAccount,
  type AccessData,
  type AccountSummary,
} from './api.ts';
import { AccessUntilField, ProfileSelect, TextField } from './fields.tsx';

const STATE_BADGES: Record<AccountSummary['state'], string> = { active: 'badge-success', expired: 'badge-warning', revoked: 'badge-error' };

function ndaStatus(account: AccountSummary): string {
  if (account.ndaOnFile) return 'NDA on file';
  const signed = account.members.filter((m) => m.ndaAcceptedAt).length;
  return signed ? `NDA signed by ${signed} of ${account.members.length}` : 'No NDA';
}

function AccountEditor({ account, data, onDone }: { account: AccountSummary | null; data: AccessData; onDone: () => Promise<void> }) {
  const [name, setName] = useState(account?.name ?? '');
  const [domains, setDomains] = useState((account?.domains ?? []).join(', '));
  const [profile, setProfile] = useState(account?.permissionProfileId ?? data.permissionProfiles[0]?.id ?? '');
  const [expiry, setExpiry] = useState(dateInput(account?.expiresAt ?? null));
  const [ndaOnFile, setNdaOnFile] = useState(account?.ndaOnFile ?? false);
  const { busy, error, run } = useWrite();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { name, domains: domains.split(/[\s,]+/).filter(Boolean), permissionProfileId: profile, expiresAt: fromDateInput(expiry), ndaOnFile };
    await run(async () => {
      if (account) await updateAccount(account.id, body);
      else await createAccount(body);
      await onDone();
    });
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="mt-2 grid gap-2 rounded-box border border-base-300 p-3 sm:grid-cols-2"
      aria-label={account ? `Edit ${account.name}` : 'New account'}
    >
      <TextField label="Account name" value={name} onChange={setName} />
      <TextField label="Domains" value={domains} onChange={setDomains} placeholder="example.com" />
      <ProfileSelect profiles={data.permissionProfiles} value={profile} onChange={setProfile} />
      <AccessUntilField value={expiry} onChange={setExpiry} />
      <CheckField label="NDA on file" checked={ndaOnFile} onChange={setNdaOnFile} />
      <FormError error={error?.message} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <SubmitButton busy={busy}>{account ? 'Save account' : 'Create account'}</SubmitButton>
      </div>
    </form>
  );
}

function MemberAdder({ account, onDone }: { account: AccountSummary; onDone: () => Promise<void> }) {
  const [email, setEmail] = useState('');
  const { busy, error, run } = useWrite();
  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      await addMember(account.id, { email });
      setEmail('');
      await onDone();
    });
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-center gap-2" aria-label={`Add a member to ${account.name}`}>
      <input
        className="input input-sm"
        type="email"
        aria-label={`New member of ${account.name}`}
        placeholder="name@company.com"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <SubmitButton busy={busy} className="btn btn-sm">
        Add member
      </SubmitButton>
      <FormError error={error?.message} />
    </form>
  );
}

export function AccessAccounts({ data, canEdit, onChange }: { data: AccessData; canEdit: boolean; onChange: () => Promise<void> }) {
  const [editing, setEditing] = useState<string | null>(null);
  const write = useWrite();
  const profileName = (id: string) => data.permissionProfiles.find((p) => p.id === id)?.name ?? id;

  /** An account action, then the list again. */
  const run = (action: () => Promise<unknown>) =>
    write.run(async () => {
      await action();
      await onChange();
    });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="opacity-70">Preview the portal as a permission profile:</span>
        {data.permissionProfiles.map((p) => (
          <a key={p.id} className="link link-primary" href={`/?permissionProfileId=${encodeURIComponent(p.id)}`} target="_blank" rel="noopener">
            {p.name}
          </a>
        ))}
      </div>
      {canEdit && (
        <button type="button" className="btn btn-sm" onClick={() => setEditing(editing === 'new' ? null : 'new')}>
          New account
        </button>
      )}
      {editing === 'new' && (
        <AccountEditor
          account={null}
          data={data}
          onDone={async () => {
            setEditing(null);
            await onChange();
          }}
        />
      )}
      <FormError error={write.error?.message} />
      {data.accounts.length === 0 && <p className="text-sm opacity-70">No accounts yet.</p>}
      <ul className="divide-y divide-base-200">
        {data.accounts.map((a) => (
          <li key={a.id} className="py-3" data-account={a.name}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="space-y-1 text-sm">
                <p className="text-base font-medium">
                  {a.name} <span className={`badge badge-sm ${STATE_BADGES[a.state]}`}>{a.state}</span>
                </p>
                <p>
                  {profileName(a.permissionProfileId)} · {ndaStatus(a)} · access until {a.expiresAt ? formatDate(a.expiresAt) : 'no expiry'}
                </p>
                {a.domains.length > 0 && <p className="opacity-70">Domains: {a.domains.join(', ')}</p>}
                <ul className="opacity-90">
                  {a.members.map((m) => (
                    <li key={m.id} className="flex items-center gap-2">
                      <span>
                        {[m.firstName, m.lastName].filter(Boolean).join(' ')} &lt;{m.email}&gt;
                        {m.isAutoApprovedAccountMember && <span className="badge badge-xs ml-1">auto-approved</span>}
                        {m.ndaAcceptedAt && <span className="badge badge-xs badge-success ml-1">NDA signed {formatDate(m.ndaAcceptedAt)}</span>}
                      </span>
                      {canEdit && (
                        <button
                          type="button"
                          className="btn btn-ghost btn-xs"
                          aria-label={`Remove ${m.email}`}
                          onClick={() => void run(() => removeMember(a.id, m.id))}
                        >
                          Remove
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="flex flex-wrap gap-2">
                <a
                  className="btn btn-sm btn-ghost"
                  href={`/?accountId=${encodeURIComponent(a.id)}`}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Preview as ${a.name}`}
                >
                  Preview
                </a>
                {canEdit && (
                  <>
                    <button type="button" className="btn btn-sm" onClick={() => setEditing(editing === a.id ? null : a.id)}>
                      Edit
                    </button>
                    {a.state === 'revoked' ? (
                      <button type="button" className="btn btn-sm" onClick={() => void run(() => setRevoked(a.id, false))}>
                        Restore
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-sm btn-error btn-outline"
                        onClick={() => void run(() => setRevoked(a.id, true))}
                        aria-label={`Revoke ${a.name}`}
                      >
                        Revoke
                      </button>
                    )}
                  </>
                )}
              </div>
            </div>
            {canEdit && <div className="mt-2">{<MemberAdder account={a} onDone={onChange} />}</div>}
            {editing === a.id && (
              <AccountEditor
                account={a}
                data={data}
                onDone={async () => {
                  setEditing(null);
                  await onChange();
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
