/**
 * Card editors: importing this module registers every editor with the registry (`registry.ts`). Add one import
 * line per editor module that calls `registerCardEditor`.
 */
export { cardEditorFor, registerCardEditor, hasOwnEditor } from './registry.ts';
export type { CardEditor, CardEditorContext, CardEditorProps, FieldErrors } from './types.ts';
import './content-editors.tsx';
