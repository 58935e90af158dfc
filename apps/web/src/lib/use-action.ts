// The one way the web app changes data: TanStack Query's useMutation, held to one request at a time.
// A double tap lands before React re-renders the disabled button, so the guard is a ref, not state.
import {
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError, refusalSentence } from './api-client';

/**
 * A refusal that means the change was already made (a repeat from another tab, a retry after a lost
 * answer): one of `codes`, answered as a success with what `answer` gives. `answer` may look first
 * and throw the refusal when the change was not this one's.
 */
export interface AlreadyDone<TData, TVariables> {
  codes: readonly string[];
  answer: (variables: TVariables, refusal: ApiError) => TData | Promise<TData>;
}

export interface ActionOptions<TData, TVariables, TContext>
  extends Omit<UseMutationOptions<TData, Error, TVariables, TContext>, 'mutationFn'> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  alreadyDone?: AlreadyDone<TData, TVariables>;
  /** Called with refusalSentence's sentence when the action fails (the server's, else `unexpected`). */
  onRefusal?: (sentence: string, error: Error, variables: TVariables) => void;
  /** What a failure says when the server gave no reason; 'Something went wrong.' by default. */
  unexpected?: string;
}

export type ActionResult<TData, TVariables, TContext> = UseMutationResult<
  TData,
  Error,
  TVariables,
  TContext
> & {
  /** The failure's sentence (refusalSentence), null unless the last run failed. */
  errorSentence: string | null;
};

/**
 * Wraps `run` so that a call with the same arguments as one still unsettled starts nothing and
 * answers the earlier one's promise (a double tap); other arguments (another row of a list) run.
 */
export function singleFlight<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const inFlight = new Map<string, Promise<R>>();
  return (...args) => {
    const key = flightKey(args[0]);
    const running = inFlight.get(key);
    if (running) return running;
    const started = run(...args).finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}

/** The same change asked again has the same key; a value JSON cannot write is one key for all. */
function flightKey(variables: unknown): string {
  try {
    return JSON.stringify(variables) ?? '';
  } catch {
    return '';
  }
}

/** `mutationFn` with the refusals that mean "already done" answered as done. */
export function answeringAlreadyDone<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  alreadyDone: AlreadyDone<TData, TVariables> | undefined,
): (variables: TVariables) => Promise<TData> {
  if (!alreadyDone) return mutationFn;
  return async (variables) => {
    try {
      return await mutationFn(variables);
    } catch (error) {
      if (error instanceof ApiError && alreadyDone.codes.includes(error.code))
        return await alreadyDone.answer(variables, error);
      throw error;
    }
  };
}

/**
 * useMutation for every change a person makes: `mutate` and `mutateAsync` asked again with the same
 * variables while that run is in flight do nothing (the second answers the first's promise), a failure's sentence goes to `onRefusal` and
 * `errorSentence`, and a named "already done" refusal counts as success.
 */
export function useAction<TData = unknown, TVariables = void, TContext = unknown>(
  options: ActionOptions<TData, TVariables, TContext>,
): ActionResult<TData, TVariables, TContext> {
  const { alreadyDone, onRefusal, unexpected, mutationFn, onError, ...rest } = options;
  const mutation = useMutation<TData, Error, TVariables, TContext>({
    ...rest,
    mutationFn: answeringAlreadyDone(mutationFn, alreadyDone),
    onError: (error, variables, context, fnContext) => {
      onRefusal?.(refusalSentence(error, unexpected), error, variables);
      return onError?.(error, variables, context, fnContext);
    },
  });
  const latest = useRef(mutation.mutateAsync);
  latest.current = mutation.mutateAsync;
  const [guarded] = useState(() =>
    singleFlight((variables: TVariables, callOptions?: MutateOptions<TData, Error, TVariables, TContext>) =>
      latest.current(variables, callOptions),
    ),
  );
  const mutate = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, Error, TVariables, TContext>) => {
      guarded(variables, callOptions).catch(() => {});
    },
    [guarded],
  );
  const errorSentence = mutation.error ? refusalSentence(mutation.error, unexpected) : null;
  return { ...mutation, mutate, mutateAsync: guarded, errorSentence } as ActionResult<
    TData,
    TVariables,
    TContext
  >;
}
