/** Who is signed in to the admin (`GET /api/admin/session`), and signing in and out. */
import { atom } from 'nanostores';
import type { Permission, Role } from '../../content/schemas/staff.ts';
import type { StaffLoginBody } from '../../content/contracts/sessions.ts';
import { ApiError, api, onUnauthenticated } from '../api.ts';

export interface AdminSession {
  email: string;
  name: string;
  role: Role;
  permissions: Permission[];
  organization: { id: string; slug: string; name: string };
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; session: AdminSession }
  /** The session could not be checked (edge unreachable …). */
  | { status: 'error'; message: string };

export const $session = atom<SessionState>({ status: 'loading' });

onUnauthenticated(() => $session.set({ status: 'signed-out' }));

export async function loadSession(): Promise<void> {
  try {
    const session = await api<AdminSession>('/api/admin/session', { quiet401: true });
    $session.set({ status: 'signed-in', session });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) $session.set({ status: 'signed-out' });
    else $session.set({ status: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

/** Asks for a sign-in link; throws an ApiError with the validation message when the email is refused. */
export async function requestSignInLink(email: string): Promise<void> {
  await api<{ ok: true }>('/api/admin/auth/login', { method: 'POST', body: { email } satisfies StaffLoginBody });
}

export async function signOut(): Promise<void> {
  try {
    await api('/api/admin/auth/logout', { method: 'POST' });
  } finally {
    $session.set({ status: 'signed-out' });
  }
}
