import { useState } from 'react';
import type { AdminSession } from '../stores/session.ts';
import { signOut } from '../stores/session.ts';

/** Organisation name, who is signed in (email and role) and "Sign out". */
export function AdminHeader({ session }: { session: AdminSession }) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <header className="navbar flex-wrap gap-x-3 border-b border-base-300 bg-base-100 px-4">
      <div className="flex-1">
        <h1 className="text-lg font-semibold">
          {session.organization.name} <span className="font-normal text-base-content/70">Trust Center admin</span>
        </h1>
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <nav aria-label="Admin pages" className="flex flex-wrap gap-1">
          <a className="btn btn-ghost btn-sm" href="/documents">
            Documents
          </a>
          <a className="btn btn-ghost btn-sm" href="/" target="_blank" rel="noopener">
            View trust center
          </a>
        </nav>
        <span className="min-w-0 text-sm break-all" data-testid="staff-email">
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
