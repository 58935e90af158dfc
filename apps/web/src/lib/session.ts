// The signed-in user of this site (sessions are per site). Refetched after every sign-in or out;
// otherwise cached for the page's life.
import type { SessionInfo, Viewer } from '@campus/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { api } from './api-client';
import { takeFirstAnswer } from './first-answers';
import { reconnectRealtime } from './realtime-connection';

export const sessionKeys = { session: ['session'] as const };

export const getSession = () => api<SessionInfo>('/api/session');

export function useSessionQuery() {
  return useQuery({
    queryKey: sessionKeys.session,
    queryFn: getSession,
    initialData: () => takeFirstAnswer<SessionInfo>('/api/session'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The viewer as the session query has it, given once for the whole app (app/providers.tsx): a page
 * asks for it in dozens of parts (every post card, the shell's bars and badges), and a query
 * observer in each cost their render, on the server and in the browser's hydration, more than the
 * parts themselves.
 */
export const ViewerContext = createContext<Viewer | null | undefined>(undefined);

/** The viewer, or null for a guest (undefined while loading). */
export function useViewer(): Viewer | null | undefined {
  return useContext(ViewerContext);
}

/** The viewer from the session query: what ViewerContext gives (app/providers.tsx). */
export function useSessionViewer(): Viewer | null | undefined {
  const { data } = useSessionQuery();
  return data === undefined ? undefined : data.user;
}

/** Stores a user answered by a sign-in call as the session, so pages switch at once. */
export function useSetViewer() {
  const client = useQueryClient();
  return (user: Viewer | null) => {
    const before = client.getQueryData<SessionInfo>(sessionKeys.session)?.user?.id ?? null;
    client.setQueryData<SessionInfo>(sessionKeys.session, { user });
    // The socket's topics are fixed when it connects: a new viewer needs a new connection.
    if ((user?.id ?? null) !== before) reconnectRealtime();
  };
}
