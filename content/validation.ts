import type { z } from 'zod';

/**
 * Turns a zod failure into one friendly message: a preamble plus one line per failing path
 * (the way Starlight reports config errors).
 */
export function describeIssues(error: z.ZodError, preamble = 'Invalid content'): string {
  const lines = error.issues.map((i) => `- ${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`);
  return `${preamble}:\n${lines.join('\n')}`;
}
