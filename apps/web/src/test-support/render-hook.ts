// Unit tests of hooks without a DOM: the hook renders once, as on the server, inside a query client.
// What it returns keeps working after the render (a mutation's mutate runs on the client's cache).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

/** What `useHook` returns from one render inside a QueryClientProvider and a router. */
export function renderHook<T>(useHook: () => T, client = new QueryClient()): T {
  let result: T | undefined;
  const Probe = () => {
    result = useHook();
    return null;
  };
  renderToString(
    createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, createElement(Probe))),
  );
  return result as T;
}

/** A fetch that answers each "METHOD path" with its JSON (status 200 unless given), and records the calls. */
export function fetchAnswering(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: string[] = [];
  const fetch = async (path: string, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${path}`;
    calls.push(call);
    const answer = answers[call];
    if (!answer)
      return new Response(JSON.stringify({ error: { code: 'not_found', message: call } }), { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  return { fetch, calls };
}
