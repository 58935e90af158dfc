import { type ApiErrorBody, CLIENT_TIME_ZONE_HEADER, GEO_BLOCKED_CODE } from '@campus/domain';
import { browserTimeZone } from './time-zone';

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

/**
 * Every message of a refused request, in the server's order: one per field when it reports several
 * (`fields`, e.g. a validation_error), else its one message. Pages show each as its own alert.
 */
export function serverMessages(error: ApiError): string[] {
  const perField = [...new Set(Object.values(error.fields ?? {}))];
  return perField.length > 0 ? perField : [error.message];
}

/** Whether an error is the geo gate's refusal (the page becomes the 404 page). */
export function isGeoBlocked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === GEO_BLOCKED_CODE;
}

/** Calls the API on this site's origin; JSON in, JSON out; throws ApiError on a non-2xx answer. */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const res = await fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      accept: 'application/json',
      [CLIENT_TIME_ZONE_HEADER]: browserTimeZone(),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  if (res.status === 204) return undefined as T;
  const body = await res.json().catch(() => undefined);
  if (!res.ok) {
    const err = (body as ApiErrorBody | undefined)?.error;
    throw new ApiError(
      res.status,
      err?.code ?? 'network',
      err?.message ?? 'Something went wrong. Try again.',
      err?.fields,
    );
  }
  return body as T;
}
