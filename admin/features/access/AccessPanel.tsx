/**
 * Gated access, staff side: the access request queue (filter by status; details and matching reason; approve
 * into an existing or a new account with a permission profile and expiry; decline with a reason), the accounts
 * (members, domains, profile, NDA status, expiry; edit, add members, revoke, preview as the account) and, for
 * admins, the access settings (auto-approval, blocked domains, access period, NDA, notifications, webhook, BYOID)
 * and the audit log.
 */
import { useId, useState } from 'react';
import { TabList } from '../../../site/components/islands/TabList.tsx';
import type { AdminSession } from '../../stores/session.ts';
import { Loading, useLoad } from '../../ui/load.tsx';
import { AccessRequests } from './AccessRequests.tsx';
import { AccessAccounts } from './AccessAccounts.tsx';
import { AccessSettingsForm } from './AccessSettingsForm.tsx';
import { AuditLog } from './AuditLog.tsx';
import { BlockedAttempts } from './BlockedAttempts.tsx';
import { loadAccessData } from './api.ts';

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
  const { data, error, reload } = useLoad(loadAccessData);
  const canEdit = session.permissions.includes('statuspage:edit');
  const isAdmin = session.role === 'admin';

  return (
    <section id="access" aria-labelledby={headingId} className="card card-border bg-base-100 shadow-sm" data-access-panel>
      <div className="card-body gap-3">
        <h2 id={headingId} className="card-title">
          Access
        </h2>
        <TabList tabs={TABS.filter((t) => !t.admin || isAdmin)} selected={tab} onSelect={setTab} className="tabs-border" />
        {error && (
          <p role="alert" className="alert alert-error alert-soft">
            {error}
          </p>
        )}
        {!data ? (
          !error && <Loading />
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
