/**
 * The admin's one dialog for a form: a {@link Modal} (native `<dialog>`: focus stays inside, Escape closes, the
 * backdrop does not) whose box is a form, with Cancel and the save button (the spec's text for it: "Save",
 * "Save order", "Create URL", "Move", "Add items", "Upload" …). While the write runs (`useWrite().busy`) both
 * buttons are disabled, the save button shows a spinner and Escape does nothing; the failure to show (`error`)
 * appears under the form as an alert. Every admin dialog that saves something, and every settings dialog, is one.
 */
import { useEffect, type ReactNode } from 'react';
import { showSnack } from '../stores/snacks.ts';
import { SubmitButton } from './form.tsx';
import { Modal } from './Modal.tsx';

/** What a dialog needs of its write's state (`useWrite()`, `form.tsx`). */
export interface DialogWrite {
  busy: boolean;
  /** Forgets the last failure (the dialog opens afresh). */
  reset(): void;
  run(action: () => Promise<unknown>): Promise<boolean>;
}

/**
 * The save of a main-mode dialog whose outcome is a snack (admin spec §5): runs `action` with `write`; then says
 * `done` and closes, or says `failed` as an error and stays open.
 */
async function saveWithSnack(
  write: DialogWrite,
  action: () => Promise<unknown>,
  { done, failed, close }: { done: string; failed: string; close(): void },
): Promise<void> {
  if (await write.run(action)) {
    showSnack(done);
    close();
  } else showSnack(failed, 'error');
}

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Cancel, Escape, and the caller after a successful save. */
  onClose(): void;
  write: DialogWrite;
  /** Save (or Enter in a field) while the form can be saved. With `snack`, the write itself (the kit runs it). */
  onSave(): unknown;
  /** The outcome as a snack: `done` after a successful `onSave` (the dialog closes), `failed` as an error. */
  snack?: { done: string; failed: string };
  /** The save button's text. */
  saveLabel?: string;
  /** False while the form cannot be saved (nothing changed, or a field is invalid): the save button is disabled. */
  canSave?: boolean;
  /** The failure to show under the form (`role="alert"`); a dialog whose failures go elsewhere (a snack) leaves it out. */
  error?: string | null;
  /** The id of that message, for a field to name it in `aria-describedby`. */
  errorId?: string;
  /** Called each time the dialog opens, to start from the saved values. */
  onOpen?(): void;
  /** Buttons before Cancel (e.g. "Clear"). */
  extraActions?: ReactNode;
  /** Buttons between Cancel and the save button (a second way to save). */
  otherSaves?: ReactNode;
  /** Once set, what the save did: shown instead of the form, with a Close button instead of the others. */
  outcome?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

export function FormDialog({
  open,
  title,
  onClose,
  write,
  onSave,
  snack,
  saveLabel = 'Save',
  canSave = true,
  error,
  errorId,
  onOpen,
  extraActions,
  otherSaves,
  outcome,
  wide,
  children,
}: FormDialogProps) {
  const { busy } = write;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the opening resets the form (the callbacks are new on every render)
  useEffect(() => {
    if (!open) return;
    write.reset();
    onOpen?.();
  }, [open]);

  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      busy={busy}
      wide={wide}
      onSubmit={() => {
        if (!canSave || busy || outcome) return;
        if (snack) void saveWithSnack(write, async () => onSave(), { ...snack, close: onClose });
        else onSave();
      }}
      actions={
        outcome ? (
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
        ) : (
          <>
            {extraActions}
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={onClose}>
              Cancel
            </button>
            {otherSaves}
            <SubmitButton busy={busy} disabled={!canSave} className="btn btn-primary">
              {saveLabel}
            </SubmitButton>
          </>
        )
      }
    >
      {outcome ?? children}
      {!outcome && error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-error">
          {error}
        </p>
      )}
    </Modal>
  );
}
