/**
 * The log scope of the Node runtime: AsyncLocalStorage carries the fields of the request being answered
 * (its id) through every await, so a line any service logs meanwhile carries them too (`createLogger`'s
 * `context`). Node only; the Worker's lines get the id from the router (see `LogScope` in deps.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { LogFields, LogScope } from '../deps.ts';

const store = new AsyncLocalStorage<LogFields>();

export const nodeLogScope: LogScope & { current(): LogFields | undefined } = {
  run: (fields, fn) => store.run(fields, fn),
  current: () => store.getStore(),
};
