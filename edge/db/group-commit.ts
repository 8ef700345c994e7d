/**
 * Group commit for a local libSQL database (the embedded server's SQLite file): the batches started in one turn of
 * the event loop run in one transaction, each inside a savepoint of its own, and are committed together. Each batch
 * keeps its meaning: its statements take effect all together or not at all, in the order the batches came, each
 * seeing the ones before; its caller is answered once the commit is done, with its own results or its own error.
 *
 * Why: a commit writes every page its transaction changed to the write-ahead log, and the requests of a burst change
 * the same few pages (an abuse counter's row, the last leaf of a table and of its indexes). One commit for the
 * burst writes them once, not once per request, and the log fills (and is checkpointed) that much more slowly.
 * Under a burst of subscriptions, this took the server's time in SQLite down by about half.
 *
 * - A batch that fails is rolled back to its savepoint and answered with its error; the others go on.
 * - When the shared transaction itself is lost (a statement that ends it, a failed commit), nothing of it was
 *   committed: every batch of the group runs again on its own, as it would have without grouping.
 * - A batch that controls transactions itself (BEGIN, COMMIT, SAVEPOINT …) runs on its own, at once (ahead of a
 *   group still waiting for its turn).
 * - A group takes the write lock when it starts (unless every batch in it only reads), so no statement of it can
 *   find its snapshot overtaken by another process's write (`SQLITE_BUSY_SNAPSHOT`) half-way through.
 */
import { setImmediate } from 'node:timers';
import type { Client, InArgs, InStatement, ResultSet, Transaction, TransactionMode } from '@libsql/client';

type BatchStatement = InStatement | [string, InArgs?];

interface Waiting {
  stmts: BatchStatement[];
  mode: TransactionMode;
  resolve(results: ResultSet[]): void;
  reject(error: unknown): void;
}

type Answer = { results: ResultSet[] } | { error: unknown };

/** Statements that begin, end or nest a transaction: a batch holding one is not put in a group. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|end|rollback|savepoint|release)\b/i;

const SAVEPOINT = 'grouped_batch';

function sqlOf(stmt: BatchStatement): string {
  if (typeof stmt === 'string') return stmt;
  return Array.isArray(stmt) ? stmt[0] : stmt.sql;
}

/** Whether a batch can share a transaction with others. */
function groupable(stmts: readonly BatchStatement[]): boolean {
  return !stmts.some((stmt) => TRANSACTION_CONTROL.test(sqlOf(stmt)));
}

/** A group reads only when all of its batches do; otherwise it takes the write lock at once. */
function groupMode(group: readonly Waiting[]): TransactionMode {
  return group.every((w) => w.mode === 'read') ? 'read' : 'write';
}

/** Runs `group` in one transaction; undefined when the transaction was lost (nothing of it committed). */
async function runTogether(tx: Transaction, group: readonly Waiting[]): Promise<Answer[] | undefined> {
  const answers: Answer[] = [];
  try {
    for (const w of group) {
      await tx.execute(`SAVEPOINT ${SAVEPOINT}`);
      try {
        answers.push({ results: await tx.batch(w.stmts as InStatement[]) });
      } catch (error) {
        // Undo this batch alone. When the transaction itself is gone, this throws and the group is run apart.
        await tx.execute(`ROLLBACK TO ${SAVEPOINT}`);
        answers.push({ error });
      }
      await tx.execute(`RELEASE ${SAVEPOINT}`);
    }
    await tx.commit();
    return answers;
  } catch {
    tx.close();
    return undefined;
  }
}

/**
 * Makes `client.batch` group the batches started in one turn of the event loop into one transaction (see above).
 * For local databases only: the statements of a group run one after another on the connection.
 */
export function groupCommits(client: Client): Client {
  const alone = client.batch.bind(client);
  let queue: Waiting[] = [];

  const apart = (group: readonly Waiting[]) => {
    for (const w of group) alone(w.stmts, w.mode).then(w.resolve, w.reject);
  };

  const flush = async () => {
    const group = queue;
    queue = [];
    if (group.length === 1) return apart(group);
    let tx: Transaction;
    try {
      tx = await client.transaction(groupMode(group));
    } catch {
      return apart(group);
    }
    const answers = await runTogether(tx, group);
    if (!answers) return apart(group);
    group.forEach((w, i) => {
      const answer = answers[i]!;
      if ('error' in answer) w.reject(answer.error);
      else w.resolve(answer.results);
    });
  };

  client.batch = (stmts: BatchStatement[], mode: TransactionMode = 'deferred'): Promise<ResultSet[]> => {
    if (!groupable(stmts)) return alone(stmts, mode);
    return new Promise<ResultSet[]>((resolve, reject) => {
      if (queue.length === 0) setImmediate(() => void flush());
      queue.push({ stmts, mode, resolve, reject });
    });
  };
  return client;
}
