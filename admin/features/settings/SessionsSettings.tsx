/**
 * Sessions: every staff member sees where they are signed in and signs out any of those browsers; an admin also sees
 * every session of the organisation — staff and account members — and ends any of them. Ending a session takes
 * effect on its next request (`GET/DELETE /api/admin/sessions`).
 */
import { useState } from 'react';
import { endSession, listSessions } from './api.ts';
import { FormError, Notice, useWrite } from '../../ui/form.tsx';
import { Loading, useLoad } from '../../ui/load.tsx';
import { TableHead } from '../../ui/Table.tsx';
import { formatDateTime } from '../../../content/dates.ts';
import type { SessionView } from '../../../content/contracts/sessions.ts';

/** "Chrome on Linux" from a user agent, or the start of it. */
export function browserOf(userAgent: string): string {
  if (!userAgent) return 'Unknown browser';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : '';
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Mac OS X|Macintosh/.test(userAgent)
      ? 'macOS'
      : /Android/.test(userAgent)
        ? 'Android'
        : /iPhone|iPad/.test(userAgent)
          ? 'iOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return browser ? `${browser}${system ? ` on ${system}` : ''}` : userAgent.slice(0, 40);
}

function SessionTable({ label, sessions, showUser, onEnd }: { label: string; sessions: SessionView[]; showUser: boolean; onEnd(session: SessionView): void }) {
  if (sessions.length === 0) return <p className="text-sm opacity-70">No active sessions.</p>;
  return (
    <table className="table table-sm" aria-label={label}>
      <TableHead columns={[showUser && 'Who', 'Browser', 'Address', 'Signed in', 'Last active', 'Ends', { hidden: 'Actions' }]} />
      <tbody>
        {sessions.map((s) => {
          const who = s.kind === 'staff' ? `${s.user.name || s.user.email} (staff)` : `${s.user.name || s.user.email} (${s.user.accountName ?? 'account'})`;
          return (
            <tr key={s.id}>
              {showUser && <td>{who}</td>}
              <td>{browserOf(s.userAgent)}</td>
              <td>{s.ip || '—'}</td>
              <td>{formatDateTime(s.createdAt)}</td>
              <td>{formatDateTime(s.lastSeenAt)}</td>
              <td>{formatDateTime(s.endsAt)}</td>
              <td>
                {s.current ? (
                  <span className="badge badge-ghost badge-sm">This browser</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs text-error"
                    aria-label={`End the session of ${showUser ? who : browserOf(s.userAgent)} signed in ${formatDateTime(s.createdAt)}`}
                    onClick={() => onEnd(s)}
                  >
                    End session
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function SessionsSettings({ isAdmin }: { isAdmin: boolean }) {
  // Your own sessions, then (admins) the organisation's.
  const {
    data,
    error: loadError,
    reload,
  } = useLoad(async () => ({
    own: (await listSessions()).sessions,
    all: isAdmin ? (await listSessions('organization')).sessions : null,
  }));
  const write = useWrite();
  const [ended, setEnded] = useState(false);
  const error = write.error?.message ?? loadError;

  const end = async (session: SessionView) => {
    setEnded(false);
    setEnded(
      await write.run(async () => {
        await endSession(session.id);
        await reload();
      }),
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm opacity-80">
        Staff sessions end after 12 hours without activity and at the latest 7 days after signing in; account members’ after 3 days without activity and at the
        latest 14 days.
      </p>
      <FormError error={error} />
      {ended && <Notice kind="success">The session was ended: that browser is signed out.</Notice>}
      <section aria-labelledby="own-sessions" className="flex flex-col gap-2">
        <h3 id="own-sessions" className="font-medium">
          Your sessions
        </h3>
        {data ? <SessionTable label="Your sessions" sessions={data.own} showUser={false} onEnd={(s) => void end(s)} /> : <Loading />}
      </section>
      {isAdmin && (
        <section aria-labelledby="all-sessions" className="flex flex-col gap-2">
          <h3 id="all-sessions" className="font-medium">
            All sessions
          </h3>
          {data?.all ? <SessionTable label="All sessions" sessions={data.all} showUser onEnd={(s) => void end(s)} /> : <Loading />}
        </section>
      )}
    </div>
  );
}
