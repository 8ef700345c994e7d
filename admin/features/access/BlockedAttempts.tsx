/**
 * Requests the abuse limits refused in the last 24 hours (admins): what was tried (a sign-in, a subscription …),
 * what it was counted by (a client address, an email address, the whole trust center, a member), and how many
 * were refused. The first refusal of each window is also an audit log entry (`security.rate_limited`).
 */
import { useLoad } from '../../ui/load.tsx';
import { TableHead } from '../../ui/Table.tsx';
import { loadBlockedAttempts } from './api.ts';

export const LIMITED_ACTION_LABELS: Record<string, string> = {
  'staff-login': 'Staff sign-in',
  'member-login': 'Member sign-in',
  'access-request': 'Access request',
  subscribe: 'Subscription',
  invite: 'Invitation',
  'extend-access': 'Access extension',
  comment: 'Comment',
  questionnaire: 'Questionnaire',
  'tprm-token': 'TPRM token',
  'tprm-pull': 'TPRM data pull',
  link: 'Emailed link',
};

const SCOPE_LABELS: Record<string, string> = { ip: 'Client address', email: 'Email address', org: 'Whole trust center', member: 'Member' };

function minutes(ms: number): string {
  const m = Math.round(ms / 60_000);
  return m >= 120 ? `${Math.round(m / 60)} hours` : `${m} ${m === 1 ? 'minute' : 'minutes'}`;
}

export function BlockedAttempts() {
  const { data, error } = useLoad(loadBlockedAttempts);
  const attempts = data?.attempts;

  return (
    <section aria-labelledby="blocked-attempts" className="space-y-2">
      <h3 id="blocked-attempts" className="font-medium">
        Blocked attempts (last 24 hours)
      </h3>
      {error && (
        <p role="alert" className="text-error text-sm">
          {error}
        </p>
      )}
      {attempts && attempts.length === 0 && <p className="text-sm opacity-70">No request was refused.</p>}
      {attempts && attempts.length > 0 && (
        <div className="max-h-72 overflow-auto">
          <table className="table table-xs" aria-label="Blocked attempts">
            <TableHead columns={['Last refused', 'Attempt', 'Counted by', 'Address', 'Refused', 'Limit']} />
            <tbody>
              {attempts.map((a) => (
                <tr key={`${a.action}:${a.scope}:${a.subject}`}>
                  <td>{new Date(a.lastBlockedAt).toISOString().replace('T', ' ').slice(0, 19)}</td>
                  <td>{LIMITED_ACTION_LABELS[a.action] ?? a.action}</td>
                  <td>{SCOPE_LABELS[a.scope] ?? a.scope}</td>
                  <td>{a.subject || '—'}</td>
                  <td>
                    {a.blocked} of {a.attempts}
                  </td>
                  <td>{a.limit ? `${a.limit} per ${minutes(a.windowMs)}` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
