/**
 * Checks a response of the edge app against its route's contract in the API reference (`edge/openapi/`): a
 * documented success status, and a JSON body that parses with the contract's schema (errors with the error
 * schema). `makeTestApp` runs it on every response, so every route test also tests the reference. Routes without
 * a contract are left to the coverage test (`openapi.test.ts`), which names what to add.
 */
import { ErrorBodySchema, type RouteContract } from '../../../edge/openapi/contract.ts';
import { ROUTE_CONTRACTS } from '../../../edge/openapi/contracts/index.ts';

interface Matcher {
  contract: RouteContract;
  pattern: RegExp;
}

const matchers: Matcher[] = ROUTE_CONTRACTS.map((contract) => ({
  contract,
  pattern: new RegExp(`^${contract.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`),
}));

/** The contract of a request, preferring a literal path over a parameter (`/documents/trust-center` over `/documents/:id`). */
export function contractOf(method: string, pathname: string): RouteContract | undefined {
  const found = matchers.filter((m) => m.contract.method === method && m.pattern.test(pathname));
  found.sort((a, b) => (a.contract.path.match(/:/g)?.length ?? 0) - (b.contract.path.match(/:/g)?.length ?? 0));
  return found[0]?.contract;
}

export class ContractMismatch extends Error {
  override name = 'ContractMismatch';
}

export async function checkResponse(request: Request, response: Response): Promise<void> {
  const { pathname } = new URL(request.url);
  const contract = contractOf(request.method, pathname);
  if (!contract) return;
  const route = `${contract.method} ${contract.path}`;
  const status = response.status;
  const json = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
  if (status >= 400 && !contract.responses?.[status]) {
    if (!json) return;
    const parsed = ErrorBodySchema.safeParse(await response.clone().json());
    if (!parsed.success) throw new ContractMismatch(`${route} answered ${status} with a body that is not the API reference's Error: ${parsed.error.message}`);
    return;
  }
  if (status === 304) return;
  const spec = status === (contract.status ?? 200) && contract.ok ? { schema: contract.ok } : contract.responses?.[status];
  if (!spec) {
    throw new ContractMismatch(
      `${route} answered ${status}, which its contract in edge/openapi/contracts/ does not document: add it (\`status\`, \`ok\` or \`responses: { ${status}: … }\`).`,
    );
  }
  if (!spec.schema || !json) return;
  const parsed = spec.schema.safeParse(await response.clone().json());
  if (!parsed.success) {
    throw new ContractMismatch(
      `${route} answered ${status} with a body that does not match its schema in the API reference (edge/openapi/contracts/):\n${parsed.error.message}`,
    );
  }
}
