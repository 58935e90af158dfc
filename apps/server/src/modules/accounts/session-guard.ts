// How a request's session is read for the route guards (http/guards.ts): app.ts hands
// accountsSessionGuard to sessionGuardPlugin. optionalUserWith is the same read with more columns.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import type { SessionGuard } from '../../http/guards';
import { authHeaders, forwardCookies } from '../../platform/auth/bridge';
import type { ColumnValues, SessionUserWith, UserColumns, UserRow } from './accounts.repository';
import { type AccountsDeps, getSessionUser, getSessionUserWith } from './accounts.service';
import { visibleCampusFor } from './campus-access';

/** The signed-in user, or null for a guest. Forwards a refreshed session cookie. */
async function readUser(
  deps: AccountsDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserRow | null> {
  const { user, headers } = await getSessionUser(deps, request.headers.cookie, () => authHeaders(request));
  forwardCookies(reply, headers);
  return user;
}

/** The accounts module's session reading and campus rule, for the route guards. */
export function accountsSessionGuard(deps: AccountsDeps): SessionGuard {
  return { readUser: (request, reply) => readUser(deps, request, reply), visibleCampusFor };
}

/** optionalUser, with more columns of the user from the session's own statement when it can (else null). */
export async function optionalUserWith<T extends UserColumns>(
  deps: AccountsDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  lookup: (db: Executor, token: string) => Promise<SessionUserWith<T> | undefined>,
): Promise<{ user: UserRow | null; more: ColumnValues<T> | null }> {
  const { user, headers, more } = await getSessionUserWith(
    deps,
    request.headers.cookie,
    () => authHeaders(request),
    lookup,
  );
  forwardCookies(reply, headers);
  return { user, more };
}
