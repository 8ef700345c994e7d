/**
 * Gated access, staff side: the access request queue (filter by status; details and matching reason; approve
 * into an existing or a new account with a permission profile and expiry; decline with a reason), the accounts
 * (members, domains, profile, NDA status, expiry; edit, add members, revoke, preview as the account) and, for
 * admins, the access settings (auto-approval, blocked domains, access period, NDA, notifications, webhook, BYOID)
 * and the audit log.
 */
import { useEffect, useId, useState } from 'react';
import type { AdminSession } from '../../stores/session.ts';
import { AccessRequests } from './AccessRequests.tsx';
import { AccessAccounts } from './AccessAccounts.tsx';
import { AccessSettingsForm } from './AccessSettingsForm.tsx';
import { AuditLog } from './AuditLog.tsx';
import { BlockedAttempts } from './BlockedAttempts.tsx';
import { loadAccessData, type AccessData } from './api.ts';

type Tab = 'requests' | 'accounts' | 'settings' | 'audit';
const TABS: { id: Tab; label: string; admin?: boolean }[] = [
  { id: 'requests', label: 'Access requests' },
  { id: 'accounts', label: 'Accounts' },
  { id: 'settings', label: 'Access settings' },
  { id: 'audit', label: 'Audit log', admin: true },
];

export function AccessPanel({ session }: { session: AdminSession }) {
  const headingId = useId();
  const [tab, setTab] = useState<Tab>('requests');
  const [data, setData] = useState<AccessData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canEdit = session.permissions.includes('statuspage:edit');
  const isAdmin = session.role === 'admin';

  async function reload() {
    try {
      setData(await loadAccessData());
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }
  useEffect(() => {
    void reload();
  }, []);

  return (
    <section id="access" aria-labelledby={headingId} className="card card-border bg-base-100 shadow-sm" data-access-panel>
      <div className="card-body gap-3">
        <h2 id={headingId} className="card-title">
          Access
        </h2>
        <div role="tablist" className="tabs tabs-border">
          {TABS.filter((t) => !t.admin || isAdmin).map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              aria-selected={tab === t.id}
              className={`tab ${tab === t.id ? 'tab-active' : ''}`}
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
        {error && (
          <p role="alert" className="alert alert-error alert-soft">
            {error}
          </p>
        )}
        {!data ? (
          !error && <span className="loading loading-spinner" aria-label="Loading" />
        ) : tab === 'requests' ? (
          <AccessRequests data={data} canEdit={canEdit} onChange={reload} />
        ) : tab === 'accounts' ? (
          <AccessAccounts data={data} canEdit={canEdit} onChange={reload} />
        ) : tab === 'settings' ? (
          <AccessSettingsForm data={data} canEdit={isAdmin} onChange={reload} />
        ) : (
          <div className="space-y-4">
            <BlockedAttempts />
            <AuditLog />
          </div>
        )}
      </div>
    </section>
  );
}
