/**
 * The end of both search dialogs: the failure alert (visitor spec §8 "Search failed") while it applies, and the
 * backdrop that closes the dialog when clicked.
 */
import { ERRORS } from '../../../../content/errors.ts';

export function SearchFailedAlert() {
  return (
    <div className="toast toast-end toast-bottom" role="alert">
      <div className="alert alert-error">{ERRORS.SEARCH_FAILED.message}</div>
    </div>
  );
}

export function DialogBackdrop() {
  return (
    <form method="dialog" className="modal-backdrop">
      <button type="submit" tabIndex={-1}>
        Close
      </button>
    </form>
  );
}
