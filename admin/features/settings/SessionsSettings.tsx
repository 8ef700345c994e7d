/**
 * Sessions: every staff member sees where they are signed in and signs out any of those browsers; an admin also sees
 * every session of the organisation — staff and account members — and ends any of them. Ending a session takes
 * effect on its next request (`GET/DELETE /api/admin/sessions`).
 */
import { useEffect, useState } from 'react';
import { messageOf } from '../../api.ts';
import { endSession, listSessions } from './api.ts';
import { Notice } from '../../ui/form.tsx';
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
      <thead>
        <tr>
          {showUser && <th scope="col">Who</th>}
          <th scope="col">Browser</th>
          <th scope="col">Address</th>
          <th scope="col">Signed in</th>
          <th scope="col">Last active</th>
          <th scope="col">Ends</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
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
  const [own, setOwn] = useState<SessionView[] | null>(null);
  const [all, setAll] = useState<SessionView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = async () => {
    try {
      setOwn((await listSessions()).sessions);
      if (isAdmin) setAll((await listSessions('organization')).sessions);
    } catch (err) {
      setError(messageOf(err));
    }
  };
  useEffect(() => {
    void load();
  }, []);

  const end = async (session: SessionView) => {
    setError(null);
    setNotice(null);
    try {
      await endSession(session.id);
      setNotice('The session was ended: that browser is signed out.');
      await load();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm opacity-80">
        Staff sessions end after 12 hours without activity and at the latest 7 days after signing in; account members’ after 3 days without activity and at the
        latest 14 days.
      </p>
      {error && <Notice kind="error">{error}</Notice>}
      {notice && <Notice kind="success">{notice}</Notice>}
      <section aria-labelledby="own-sessions" className="flex flex-col gap-2">
        <h3 id="own-sessions" className="font-medium">
          Your sessions
        </h3>
        {own ? (
          <SessionTable label="Your sessions" sessions={own} showUser={false} onEnd={(s) => void end(s)} />
        ) : (
          <span className="loading loading-spinner" aria-label="Loading" />
        )}
      </section>
      {isAdmin && (
        <section aria-labelledby="all-sessions" className="flex flex-col gap-2">
          <h3 id="all-sessions" className="font-medium">
            All sessions
          </h3>
          {all ? (
            <SessionTable label="All sessions" sessions={all} showUser onEnd={(s) => void end(s)} />
          ) : (
            <span className="loading loading-spinner" aria-label="Loading" />
          )}
        </section>
      )}
    </div>
  );
}
