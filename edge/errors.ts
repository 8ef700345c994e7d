/**
 * Typed application errors. Every error the edge answers with comes from the catalogue in `content/errors.ts`, so
 * the `error` text a client receives is the exact text the product shows; the JSON body is always
 * `{ status, error, code, ...details }`.
 */
import type { ZodError } from 'zod';
import { ERRORS, type ErrorCode } from '../content/errors.ts';

export type ErrorDetails = Record<string, unknown>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: ErrorDetails;

  constructor(code: ErrorCode, details?: ErrorDetails, message: string = ERRORS[code].message) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.details = details;
  }

  /** The JSON body sent to the client. Details never override status, error or code. */
  toJSON(): { status: number; error: string; code: ErrorCode } & ErrorDetails {
    return { ...this.details, status: this.status, error: this.message, code: this.code };
  }
}

/** An {@link AppError} with the catalogue's status and text for `code`. */
export function appError(code: ErrorCode, details?: ErrorDetails): AppError {
  return new AppError(code, details);
}

export interface ValidationIssue {
  /** Dotted path of the failing field (`email`, `items.0.title`); empty for the whole value. */
  path: string;
  message: string;
}

/**
 * Turns a zod failure into a 400 `VALIDATION_FAILED` whose `error` is the first issue's message — so the exact
 * validation text of the specification reaches the client — and whose `issues` lists every failing path.
 */
export function validationError(error: ZodError): AppError {
  const issues: ValidationIssue[] = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = issues[0]?.message ?? ERRORS.VALIDATION_FAILED.message;
  return new AppError('VALIDATION_FAILED', { issues }, first);
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
