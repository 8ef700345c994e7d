/** Snacks: short messages after an edit ("Card hidden in Trust Center"), with an optional action button. */
import { atom } from 'nanostores';

export interface Snack {
  id: number;
  message: string;
  tone: 'success' | 'error';
  /** A button in the snack, e.g. "Refresh Page". */
  action?: { label: string; onClick(): void };
}

/** How long a snack stays, in ms. */
export const SNACK_MS = 8000;

export const $snacks = atom<Snack[]>([]);
let nextId = 1;

export function dismissSnack(id: number): void {
  $snacks.set($snacks.get().filter((s) => s.id !== id));
}

export function showSnack(message: string, tone: Snack['tone'] = 'success', action?: Snack['action']): void {
  const id = nextId++;
  $snacks.set([...$snacks.get(), { id, message, tone, action }]);
  setTimeout(() => dismissSnack(id), SNACK_MS);
}
