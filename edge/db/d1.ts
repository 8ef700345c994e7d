import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema.ts';
import type { Db } from './types.ts';

/** Opens the Cloudflare D1 binding (`env.DB`) as a {@link Db}. Kept apart from libSQL so Workers bundle only this. */
export function openD1(binding: D1Database): Db {
  return drizzle(binding, { schema });
}
