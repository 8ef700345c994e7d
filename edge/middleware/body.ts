/**
 * Request bodies: a size limit (declared or streamed) and a JSON reader that validates with a zod schema.
 */
import { z } from 'zod';
import type { ErrorCode } from '../../content/errors.ts';
import { isPlainObject, type JsonObject } from '../../content/merge-patch.ts';
import { appError, isAppError } from '../errors.ts';
import { parseWith } from '../lib/parse.ts';
import { readUploadBody } from '../services/documents/upload-document.ts';

/** Routes validate queries and parameters with the same function as bodies. */
export { parseWith };

/**
 * Routes whose handler reads a larger body itself, with its own limit and error (document uploads: see
 * `readUploadBody` in `services/documents/upload-document.ts`). Every other request is held to `maxBodyBytes`.
 */
export const OWN_BODY_LIMIT_ROUTES: { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/admin\/files\/?$/ },
  // Questionnaire uploads (routes/questionnaires.ts): up to 25 MB, read by the handler.
  { method: 'POST', path: /^\/api\/statuspage\/share\/[^/]+\/external\/questionnaires\/?$/ },
  // Questionnaires staff have answered (routes/questionnaire-assist.ts): up to 25 MB, read by the handler.
  { method: 'POST', path: /^\/api\/admin\/questionnaire-assist\/?$/ },
];

/** The body limit for a request: `maxBytes`, or none for the routes of {@link OWN_BODY_LIMIT_ROUTES}. */
export function bodyLimitFor(request: Request, maxBytes: number): number {
  const { pathname } = new URL(request.url);
  return OWN_BODY_LIMIT_ROUTES.some((r) => r.method === request.method && r.path.test(pathname)) ? Number.POSITIVE_INFINITY : maxBytes;
}

/**
 * `before` middleware: refuses a body whose declared `Content-Length` is larger than `maxBytes`.
 * Bodies sent without a length are counted while read (see {@link limitRequestBody}).
 */
export function withBodyLimit(maxBytes: number) {
  return (request: Request): undefined => {
    const declared = request.headers.get('content-length');
    if (declared !== null && Number(declared) > bodyLimitFor(request, maxBytes)) throw appError('PAYLOAD_TOO_LARGE');
    return undefined;
  };
}

/**
 * Wraps a body that has no `Content-Length` (chunked upload) so that reading more than `maxBytes` fails with
 * PAYLOAD_TOO_LARGE. Other requests are returned as they are.
 */
export function limitRequestBody(request: Request, maxBytes: number): Request {
  if (!request.body || request.headers.has('content-length') || bodyLimitFor(request, maxBytes) === Number.POSITIVE_INFINITY) return request;
  let seen = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(appError('PAYLOAD_TOO_LARGE'));
        else controller.enqueue(chunk);
      },
    }),
  );
  // `duplex` is required by Node for a streamed body; Workers ignore it.
  const init: RequestInit & { duplex: 'half' } = {
    method: request.method,
    headers: request.headers,
    body: counted,
    signal: request.signal,
    redirect: request.redirect,
    duplex: 'half',
  };
  return new Request(request.url, init);
}

/** Reads the whole body as text; a limit or read failure becomes an AppError. */
export async function readText(request: Request): Promise<string> {
  try {
    return await request.text();
  } catch (error) {
    if (isAppError(error)) throw error;
    const cause = (error as { cause?: unknown } | null)?.cause;
    if (isAppError(cause)) throw cause;
    throw appError('BAD_REQUEST');
  }
}

/** The value of a JSON text (a body read as text first, e.g. to check its signature); invalid JSON → 400 INVALID_JSON. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw appError('INVALID_JSON');
  }
}

/** Reads a JSON body without validating it (the service validates it); invalid JSON → 400 INVALID_JSON. */
export async function readJsonValue(request: Request): Promise<unknown> {
  return parseJsonText(await readText(request));
}

/**
 * Reads a JSON body and validates it: invalid JSON → 400 INVALID_JSON; a schema failure → 400
 * VALIDATION_FAILED whose `error` is the first failing rule's message.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJsonValue(request));
}

/**
 * Reads the body of a settings write: a JSON object naming only the fields to change (JSON Merge Patch, RFC 7396,
 * see `content/merge-patch.ts`). Anything else is 400 VALIDATION_FAILED.
 */
export async function readMergePatch(request: Request): Promise<JsonObject> {
  return readJson(request, MergePatchSchema);
}

const MergePatchSchema = z.custom<JsonObject>(isPlainObject, 'Send the fields to change as a JSON object.');

/**
 * The fields of a `multipart/form-data` upload of at most `maxBytes` (read with `readUploadBody`): a larger body
 * fails with `errors.tooLarge`, an empty one with `errors.empty`, and one that is not a form with BAD_REQUEST.
 */
export async function readUploadForm(request: Request, maxBytes: number, errors: { tooLarge: ErrorCode; empty: ErrorCode }): Promise<FormData> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readUploadBody(request, maxBytes);
  } catch (error) {
    if (isAppError(error) && error.code === 'UPLOAD_TOO_LARGE') throw appError(errors.tooLarge);
    if (isAppError(error) && error.code === 'UPLOAD_EMPTY') throw appError(errors.empty);
    throw error;
  }
  try {
    return await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw appError('BAD_REQUEST');
  }
}
