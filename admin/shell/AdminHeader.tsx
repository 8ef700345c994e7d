import { useState } from 'react';
import type { AdminSession } from '../stores/session.ts';
import { signOut } from '../stores/session.ts';

/** Organisation name, who is signed in (email and role) and "Sign out". */
export function AdminHeader({ session }: { session: AdminSession }) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <header className="navbar border-b border-base-300 bg-base-100 px-4">
      <div className="flex-1">
        <h1 className="text-lg font-semibold">
          {session.organization.name} <span className="font-normal text-base-content/70">Trust Center admin</span>
        </h1>
      </div>
      <div className="flex items-center gap-3">
        <nav aria-label="Admin pages" className="flex gap-1">
          <a className="btn btn-ghost btn-sm" href="/documents">
            Documents
          </a>
          <a className="btn btn-ghost btn-sm" href="/" target="_blank" rel="noopener">
            View trust center
          </a>
        </nav>
        <span className="text-sm" data-testid="staff-email">
          {session.email}
        </span>
        <span className="badge badge-outline" data-testid="staff-role">
          {session.role}
        </span>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut().finally(() => setSigningOut(false));
          }}
        >
          Sign out
        </button>
      </div>
    </header>
  );
}
