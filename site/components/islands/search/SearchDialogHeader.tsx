/** The top of the search dialog: the organisation's logo (or name), the portal title and the close button. */
import { useState } from 'react';

export interface SearchBranding {
  /** Organisation name (the logo's alt text, and the title when there is no logo). */
  orgName: string;
  /** Logo URL, or '' for none. */
  logo: string;
  /** Portal title ("Trust Center" by default). */
  portalTitle: string;
}

export function SearchDialogHeader({ orgName, logo, portalTitle, titleId, onClose }: SearchBranding & { titleId: string; onClose(): void }) {
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <div className="flex items-center gap-3 border-b border-base-300 px-4 py-3">
      {logo && !logoFailed ? (
        <img src={logo} alt={`${orgName} logo`} className="h-7 w-auto max-w-32 object-contain" onError={() => setLogoFailed(true)} />
      ) : (
        <span className="font-semibold">{orgName}</span>
      )}
      <h2 id={titleId} className="flex-1 truncate border-l border-base-300 pl-3 font-medium">
        {portalTitle}
      </h2>
      <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label="Close search" onClick={onClose}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}
