import { json } from 'itty-router';
import type { RegisterRoutes } from '../router.ts';
import { checkDatabase } from '../services/system/check-database.ts';

/** `GET /api/health` → `{ ok: true, db: true }` after a trivial query; 503 `{ ok: false, db: false }` without a database. */
export const registerHealthRoutes: RegisterRoutes = (router, deps) => {
  router.get('/api/health', async () => {
    try {
      await checkDatabase({ db: deps.db });
      return { ok: true, db: true };
    } catch (error) {
      deps.log('Health check: the database does not answer', error);
      return json({ ok: false, db: false }, { status: 503 });
    }
  });
};
