/**
 * Every route's contract, in the order of the reference. A route added to `edge/routes/` needs one entry in the
 * matching file here (the OpenAPI coverage test names the route and the file when it is missing).
 */
import type { RouteContract } from '../contract.ts';
import { ACCESS_CONTRACTS } from './access.ts';
import { ADMIN_CONTRACTS } from './admin.ts';
import { DOCS_CONTRACTS } from './docs.ts';
import { PORTAL_CONTRACTS } from './portal.ts';

export const ROUTE_CONTRACTS: RouteContract[] = [...PORTAL_CONTRACTS, ...ACCESS_CONTRACTS, ...ADMIN_CONTRACTS, ...DOCS_CONTRACTS];
