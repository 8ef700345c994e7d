import { sql } from 'drizzle-orm';
import { json } from 'itty-router';
import type { RegisterRoutes } from '../router.ts';

/** `GET /api/health` → `{ ok: true, db: true }` after a trivial query; 503 `{ ok: false, db: false }` without a database. */
export const registerHealthRoutes: RegisterRoutes = (router, deps) => {
  router.get('/api/health', async () => {
    try {
      await deps.db.get(sql`select 1 as one`);
      return { ok: true, db: true };
    } catch (error) {
      deps.log('Health check: the database does not answer', error);
      return json({ ok: false, db: false }, { status: 503 });
    }
  });
};
