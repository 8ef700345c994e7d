/** The audit log (admins): the newest entries and whether the hash chain is intact. */
import { useLoad } from '../../ui/load.tsx';
import { ScrollRegion, TableHead } from '../../ui/Table.tsx';
import { loadAudit, type AuditEntry } from './api.ts';

/** The newest entries (up to 2,000, newest first), and what the edge's check of the whole chain found. */
async function readAuditLog() {
  const all: AuditEntry[] = [];
  let verification: Awaited<ReturnType<typeof loadAudit>>['verification'] | null = null;
  for (let after = 0; ; ) {
    const page = await loadAudit(after);
    verification = page.verification;
    all.push(...page.entries);
    if (page.entries.length < 200 || all.length >= 2000) break;
    after = page.entries[page.entries.length - 1]!.seq;
  }
  const status = verification?.ok
    ? { ok: true, text: `Chain intact: ${verification.rows} entries.` }
    : { ok: false, text: `The log was tampered with: ${verification?.problems.map((p) => p.message).join('; ')}` };
  return { entries: all.reverse(), status };
}

export function AuditLog() {
  const { data, error } = useLoad(readAuditLog);
  const entries = data?.entries;
  const status = error ? { ok: false, text: error } : data?.status;

  return (
    <div className="space-y-2">
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'text-success text-sm' : 'text-error text-sm'}>
          {status.text}
        </p>
      )}
      <p className="text-xs opacity-70">Export or verify the whole log with `glasshouse audit export` and `glasshouse audit verify`.</p>
      <ScrollRegion label="Audit log entries" className="max-h-96 overflow-auto">
        <table className="table table-xs">
          <TableHead columns={['#', 'Time', 'Action', 'Actor', 'Subject']} />
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
      </ScrollRegion>
    </div>
  );
}
