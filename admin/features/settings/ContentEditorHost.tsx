/**
 * Hosts a content editor (`trust-center/editors/shared/`) the way the card drawer does: view mode with an
 * Edit button (for staff with statuspage:edit), edit mode with Cancel and Save. Save is enabled only when the form
 * changed and nothing is being submitted; field messages show after a Save attempt; a failed save shows
 * "Save error" (admin spec §4, §8) and the draft is read again.
 */
import { useEffect, useMemo, useState } from 'react';
import { ERRORS } from '../../../content/errors.ts';
import type { ContentEditor, ContentEditorContext, FieldErrors } from '../trust-center/editors/shared/content-editor.ts';
import { canEdit } from '../trust-center/editors/shared/content-editor.ts';
import { refreshDraftDiffers, reloadAfterWrite } from '../../stores/draft.ts';
import { Notice, SubmitButton, useWrite } from '../../ui/form.tsx';

export function ContentEditorHost<V>({ editor, ctx, title }: { editor: ContentEditor<V>; ctx: ContentEditorContext; title: string }) {
  const initial = useMemo(() => editor.init(ctx), [editor, ctx]);
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [value, setValue] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  // The save; its failure shows as the spec's "Save error", whatever the edge said.
  const write = useWrite();

  const same = (a: V, b: V) => (editor.isEqual ? editor.isEqual(a, b) : JSON.stringify(a) === JSON.stringify(b));
  const dirty = !same(value, initial);

  // A changed draft replaces an unchanged form, and the form shows the draft again once it is saved.
  useEffect(() => {
    if (mode === 'view' || !dirty) setValue(initial);
  }, [initial, mode, dirty]);

  const change = (next: V) => {
    setValue(next);
    if (tried) setErrors(editor.validate(next, ctx));
  };

  async function save() {
    setTried(true);
    const found = editor.validate(value, ctx);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const saved = await write.run(async () => {
      await editor.submit(value, initial, ctx);
      await refreshDraftDiffers();
      setMode('view');
      setTried(false);
    });
    if (!saved) await reloadAfterWrite();
  }

  const Component = editor.Component;
  return (
    // Named "… editor": main mode has a section with the card's own name.
    <section aria-label={`${title} editor`} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{title}</h3>
        {canEdit(ctx) && (
          <div className="flex gap-2">
            {mode === 'view' ? (
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => {
                  setValue(initial);
                  setErrors({});
                  setTried(false);
                  write.reset();
                  setMode('edit');
                }}
              >
                Edit
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={write.busy}
                  onClick={() => {
                    setValue(initial);
                    setErrors({});
                    setMode('view');
                  }}
                >
                  Cancel
                </button>
                <SubmitButton busy={write.busy} disabled={!dirty} onClick={() => void save()}>
                  Save
                </SubmitButton>
              </>
            )}
          </div>
        )}
      </div>
      {write.error && <Notice kind="error">{ERRORS.SAVE_ERROR.message}</Notice>}
      <Component ctx={ctx} mode={mode} value={mode === 'edit' ? value : initial} onChange={change} errors={mode === 'edit' ? errors : {}} dirty={dirty} />
    </section>
  );
}
