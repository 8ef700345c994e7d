/**
 * Validating input with a zod schema, the same way wherever it comes from: a request body (`readJson` in
 * `middleware/body.ts`), a query string, or a value a service reads and checks itself.
 */
import type { z } from 'zod';
import { validationError } from '../errors.ts';

/**
 * Validates any input (query, params, parsed body) with `schema`.
 * @throws VALIDATION_FAILED (400) whose `error` is the first failing rule's message.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
