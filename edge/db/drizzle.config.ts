import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a new migration into edge/db/migrations after a change to schema.ts. */
export default defineConfig({
  dialect: 'sqlite',
  schema: './edge/db/schema.ts',
  out: './edge/db/migrations',
});
