/**
 * Change card icon (admin spec §2 screen 2, §4, §5): 'Use default icon' or 'Use/Upload custom icon' (initially
 * custom when the card has an icon). With custom, a dropzone labelled 'Custom icon' (20px x 20px; png, jpeg,
 * svg; max 1MB). Save uploads the file, then updates the card's asset or creates one; with default it removes
 * the asset. On failure the dialog stays open.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { EDIT_API_TEXTS, EDIT_TEXTS, editText } from '../../../../content/editing/texts.ts';
import { ICON_CONTENT_TYPES, ICON_MAX_BYTES } from '../../../../content/editing/icons.ts';
import { cardLabel } from '../../../../content/editing/layout.ts';
import { ERRORS } from '../../../../content/errors.ts';
import { MESSAGES } from '../../../../content/messages.ts';
import type { Card } from '../../../../content/schemas/card.ts';
import { ApiError } from '../../../api.ts';
import { showSnack } from '../../../stores/snacks.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { useWrite } from '../../../ui/form.tsx';
import { iconAssets } from '../api.ts';
import { CardIcon } from '../CardIcon.tsx';

/** Why a chosen file cannot be a card icon (the edge's own rules, checked before uploading), or undefined. */
export function iconFileProblem(file: File): string | undefined {
  if (file.type && !(ICON_CONTENT_TYPES as readonly string[]).includes(file.type)) return EDIT_API_TEXTS.iconType;
  if (file.size === 0) return EDIT_API_TEXTS.iconEmpty;
  if (file.size > ICON_MAX_BYTES) return EDIT_API_TEXTS.iconTooLarge;
  return undefined;
}

export function CardIconDialog({ open, onClose, card, orgId }: { open: boolean; onClose(): void; card: Card; orgId: string }) {
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const radioName = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<'default' | 'custom'>(card.icon ? 'custom' : 'default');
  const [file, setFile] = useState<File | null>(null);
  const write = useWrite();
  const [dragging, setDragging] = useState(false);
  const error = write.error?.message;

  function take(files: FileList | null) {
    const chosen = files?.[0];
    if (chosen) {
      setFile(chosen);
      const problem = iconFileProblem(chosen);
      if (problem) write.fail(problem);
      else write.reset();
    }
  }

  async function save() {
    write.reset();
    if (!card.productId) {
      write.fail(MESSAGES.productIdForIcons);
      return;
    }
    const asset = { productId: card.productId, isGlobal: false as const, type: 'icon' as const, relation: { type: 'card' as const, cardKind: card.kind } };
    if (mode === 'custom' && !file) {
      if (card.icon) onClose();
      else write.fail(MESSAGES.customIconRequired);
      return;
    }
    if (mode === 'default' && !card.icon) {
      onClose();
      return;
    }
    const problem = mode === 'custom' && file ? iconFileProblem(file) : undefined;
    if (problem) {
      write.fail(problem);
      return;
    }
    const saved = await write.run(async () => {
      try {
        if (mode === 'custom' && file) {
          const { upload } = await iconAssets.upload(file);
          if (card.icon) await iconAssets.update(upload, asset, card.icon.assetId);
          else await iconAssets.create(upload, asset);
          showSnack(EDIT_TEXTS.iconSaved, 'success', { label: EDIT_TEXTS.iconSavedAction, onClick: () => window.location.reload() });
        } else if (card.icon) {
          await iconAssets.remove(card.icon.assetId);
          showSnack(EDIT_TEXTS.iconReset);
        }
      } catch (failure) {
        // The dialog stays open and says why: the edge's reason (e.g. the size limit), else that the icon failed.
        throw failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure : new ApiError(0, ERRORS.CARD_ICON_FAILED.message);
      }
    });
    if (saved) onClose();
    else showSnack(ERRORS.CARD_ICON_FAILED.message, 'error');
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <FormDialog
      open={open}
      title={editText(EDIT_TEXTS.iconDialogTitle, { title: cardLabel(card) })}
      onClose={onClose}
      write={write}
      onOpen={() => {
        setMode(card.icon ? 'custom' : 'default');
        setFile(null);
      }}
      onSave={() => void save()}
      error={error}
      errorId={errorId}
    >
      <div className="mb-3 flex items-center gap-2 text-sm">
        Current icon: <CardIcon card={card} orgId={orgId} />
      </div>
      <fieldset className="fieldset">
        <legend className="sr-only">Icon</legend>
        <label className="flex items-center gap-2">
          <input type="radio" className="radio radio-sm" name={radioName} checked={mode === 'default'} onChange={() => setMode('default')} />
          Use default icon
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" className="radio radio-sm" name={radioName} checked={mode === 'custom'} onChange={() => setMode('custom')} />
          Use/Upload custom icon
        </label>
      </fieldset>
      {mode === 'custom' && (
        <div className="mt-3 flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            Custom icon
          </label>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a dragged file; the file input inside is the keyboard's way */}
          <div
            className={`flex flex-col items-center gap-2 rounded-box border-2 border-dashed p-4 text-center text-sm ${dragging ? 'border-primary bg-primary/5' : 'border-base-300'}`}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <span>{file ? file.name : card.icon ? card.icon.fileName : 'Drop an image here, or'}</span>
            <input
              ref={fileInput}
              id={inputId}
              type="file"
              accept={ICON_CONTENT_TYPES.join(',')}
              className="file-input file-input-sm"
              aria-describedby={`${helpId}${error ? ` ${errorId}` : ''}`}
              aria-invalid={!!error || undefined}
              onChange={(e) => take(e.target.files)}
            />
          </div>
          <p id={helpId} className="text-xs text-base-content/60">
            {EDIT_TEXTS.iconHelp}
          </p>
        </div>
      )}
    </FormDialog>
  );
}
