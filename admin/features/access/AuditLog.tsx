/** The audit log (admins): the newest entries and whether the hash chain is intact. */
import { useEffect, useState } from 'react';
import { messageOf } from '../../api.ts';
import { loadAudit, type AuditEntry } from './api.ts';

export function AuditLog() {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    void (async () => {
      try {
        const all: AuditEntry[] = [];
        let verification: Awaited<ReturnType<typeof loadAudit>>['verification'] | null = null;
        for (let after = 0; ; ) {
          const page = await loadAudit(after);
          verification = page.verification;
          all.push(...page.entries);
          if (page.entries.length < 200 || all.length >= 2000) break;
          after = page.entries[page.entries.length - 1]!.seq;
        }
        setEntries(all.reverse());
        setStatus(
          verification?.ok
            ? { ok: true, text: `Chain intact: ${verification.rows} entries.` }
            : { ok: false, text: `The log was tampered with: ${verification?.problems.map((p) => p.message).join('; ')}` },
        );
      } catch (e) {
        setStatus({ ok: false, text: messageOf(e) });
      }
    })();
  }, []);

  return (
    <div className="space-y-2">
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'text-success text-sm' : 'text-error text-sm'}>
          {status.text}
        </p>
      )}
      <p className="text-xs opacity-70">Export or verify the whole log with `glasshouse audit export` and `glasshouse audit verify`.</p>
      <div className="max-h-96 overflow-auto" tabIndex={0} role="region" aria-label="Audit log entries">
        <table className="table table-xs">
          <thead>
            <tr>
              <th>#</th>
              <th>Time</th>
              <th>Action</th>
              <th>Actor</th>
              <th>Subject</th>
            </tr>
          </thead>
          <tbody>
            {entries?.map((e) => (
              <tr key={e.seq}>
                <td>{e.seq}</td>
                <td>{new Date(e.at).toISOString().replace('T', ' ').slice(0, 19)}</td>
                <td>{e.action}</td>
                <td>{e.actor}</td>
                <td>{e.subject}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
