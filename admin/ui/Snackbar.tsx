/** The snack stack, bottom right; successes are announced politely, failures as alerts. */
import { useStore } from '@nanostores/react';
import { $snacks, dismissSnack } from '../stores/snacks.ts';

export function Snackbar() {
  const snacks = useStore($snacks);
  return (
    <div className="toast toast-end z-[1000]" aria-live="polite">
      {snacks.map((snack) => (
        <div
          key={snack.id}
          role={snack.tone === 'error' ? 'alert' : 'status'}
          className={`alert ${snack.tone === 'error' ? 'alert-error' : 'alert-success'} shadow`}
        >
          <span>{snack.message}</span>
          {snack.action && (
            <button type="button" className="btn btn-sm" onClick={snack.action.onClick}>
              {snack.action.label}
            </button>
          )}
          <button type="button" className="btn btn-ghost btn-xs" aria-label="Dismiss" onClick={() => dismissSnack(snack.id)}>
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}
