import {
  type ApiErrorBody,
  CLIENT_TIME_ZONE_HEADER,
  ERROR_SENTENCES,
  GEO_BLOCKED_CODE,
  isErrorCode,
} from '@campus/domain';
import { readAfterEventHeaders } from './read-after-event';
import { whenTimeZoneKnown } from './time-zone';

/** An error answered by the API, with its stable code and the spec's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a failure says when the server gave no reason: a network failure or an unexpected 5xx. */
export const UNEXPECTED_FAILURE = 'Something went wrong.';

/**
 * Whether the server refused on purpose: any 4xx it answered, or a 5xx with one of the domain's
 * codes other than `internal` (a payment provider or an image worker that failed, with a sentence).
 */
function isRefusal(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.code === 'network') return false;
  if (error.status >= 400 && error.status < 500) return true;
  return error.status >= 500 && error.code !== 'internal' && isErrorCode(error.code);
}

/**
 * The one sentence a screen shows for a failed request: the server's own sentence for a refusal
 * (the domain's sentence for its code if the body had none), else `unexpected`.
 */
export function refusalSentence(error: unknown, unexpected: string = UNEXPECTED_FAILURE): string {
  if (!isRefusal(error)) return unexpected;
  return error.message || (isErrorCode(error.code) ? ERROR_SENTENCES[error.code] : unexpected);
}

/**
 * Every sentence of a failed request, in the server's order: one per field when it reports several
 * (`fields`, e.g. a validation_error), else refusalSentence's one. Pages show each as its own alert.
 */
export function refusalSentences(error: unknown, unexpected: string = UNEXPECTED_FAILURE): string[] {
  const perField = isRefusal(error) ? [...new Set(Object.values(error.fields ?? {}))] : [];
  return perField.length > 0 ? perField : [refusalSentence(error, unexpected)];
}

/** Whether an error is the geo gate's refusal (the page becomes the 404 page). */
export function isGeoBlocked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === GEO_BLOCKED_CODE;
}

/** Calls the API on this site's origin; JSON in, JSON out; throws ApiError on a non-2xx answer. */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const timeZone = await whenTimeZoneKnown();
  const res = await fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      accept: 'application/json',
      [CLIENT_TIME_ZONE_HEADER]: timeZone,
      ...readAfterEventHeaders(),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  if (res.status === 204) return undefined as T;
  const body = await res.json().catch(() => undefined);
  if (!res.ok) {
    const err = (body as ApiErrorBody | undefined)?.error;
    throw new ApiError(res.status, err?.code ?? 'network', err?.message ?? UNEXPECTED_FAILURE, err?.fields);
  }
  return body as T;
}
