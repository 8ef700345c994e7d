/**
 * JSON Merge Patch (RFC 7396) for settings writes: a write names only the fields it changes, so it can never reset
 * a field it did not mention, and `{}` changes nothing.
 *
 *   mergePatch({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 4 } })   → { a: 1, b: { c: 2, d: 4 } }
 *   mergePatch({ a: 1, b: 2 }, { b: null })                     → { a: 1 }        (null removes; the default applies)
 *   diffPatch({ a: 1, b: [1] }, { a: 1, b: [1, 2] })            → { b: [1, 2] }   (arrays are replaced whole)
 *
 * https://www.rfc-editor.org/rfc/rfc7396
 */

export type JsonObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `target` with `patch` applied (RFC 7396 §2). Neither argument is changed. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isPlainObject(patch)) return patch;
  const result: JsonObject = isPlainObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (value === null) delete result[key];
    else if (value !== undefined) result[key] = mergePatch(result[key], value);
  }
  return result;
}

/** Deep equality of JSON values (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => jsonEqual(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => a[k] !== undefined || b[k] !== undefined));
    return [...keys].every((k) => jsonEqual(a[k], b[k]));
  }
  return false;
}

/**
 * The smallest merge patch turning `before` into `after` (objects compared member by member, anything else
 * replaced whole; a member missing from `after` becomes `null`). `{}` when nothing changed.
 */
export function diffPatch(before: JsonObject, after: JsonObject): JsonObject {
  const patch: JsonObject = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    if (jsonEqual(a, b)) continue;
    if (b === undefined) patch[key] = null;
    else if (isPlainObject(a) && isPlainObject(b)) patch[key] = diffPatch(a, b);
    else patch[key] = b;
  }
  return patch;
}
