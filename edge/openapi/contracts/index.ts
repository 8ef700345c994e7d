/**
 * Every route's contract, in the order of the reference. A route added to `edge/routes/` needs one entry in the
 * matching file here (the OpenAPI coverage test names the route and the file when it is missing).
 */
import { TPRM_PULL_PATH } from '../../../content/questionnaires.ts';
import type { RouteContract } from '../contract.ts';
import { ACCESS_CONTRACTS } from './access.ts';
import { ADMIN_CONTRACTS } from './admin.ts';
import { DOCS_CONTRACTS } from './docs.ts';
import { PORTAL_CONTRACTS } from './portal.ts';

const ACCOUNT = '/api/statuspage/share/:accountId/external';

/**
 * The routes that send mail or check a credential, counted by the abuse limits (`services/limits/abuse-limits.ts`): past
 * a limit they answer TOO_MANY_REQUESTS (429, with `Retry-After`).
 */
export const LIMITED_ROUTES: readonly string[] = [
  'POST /api/share/:orgId/request',
  'POST /api/share/:orgId/login',
  'GET /api/share/:orgId/login/callback',
  'GET /api/share/:orgId/extend-access/confirm',
  'GET /byoid/:orgId/welcome',
  `POST ${ACCOUNT}/invite-colleague`,
  `POST ${ACCOUNT}/extend-access`,
  `POST ${ACCOUNT}/questionnaires`,
  `GET ${ACCOUNT}/:partnerId/jwt`,
  `DELETE ${ACCOUNT}/:partnerId/jwt`,
  'POST /api/admin/auth/login',
  'GET /api/admin/auth/callback',
  'POST /api/share/:orgId/comments',
  'POST /api/share/:orgId/subscribe',
  'GET /api/share/:orgId/subscribe/confirm',
  'POST /api/share/:orgId/unsubscribe',
  'POST /api/share/:orgId/unsubscribe/one-click',
  `GET ${TPRM_PULL_PATH}`,
];

export const ROUTE_CONTRACTS: RouteContract[] = [...PORTAL_CONTRACTS, ...ACCESS_CONTRACTS, ...ADMIN_CONTRACTS, ...DOCS_CONTRACTS].map((c) =>
  LIMITED_ROUTES.includes(`${c.method} ${c.path}`) ? { ...c, errors: [...(c.errors ?? []), 'TOO_MANY_REQUESTS'] } : c,
);
