// The one way the web app changes data: TanStack Query's useMutation, where the same change is sent
// once while it is in flight. A double tap lands before React re-renders the disabled button, so the
// guard is kept outside React state.
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
  /** A repeat while the same change is in flight: ignored (the default) or run once more after it. */
  repeat?: RepeatInFlight;
  /**
   * For a change that is no repeat by nature (send the link again): the same change asked again
   * within this many ms of its success answers that success, since a double tap's second tap can
   * land after a quick answer.
   */
  quietAfterMs?: number;
}

export type ActionResult<TData, TVariables, TContext> = UseMutationResult<TData, Error, TVariables, TContext>;

/**
 * What a repeat does while its change is in flight: 'ignore' answers the running promise (a double
 * tap); 'once-more' runs once more after it (a read marker asked again as new messages arrive),
 * however many repeats come meanwhile.
 */
export type RepeatInFlight = 'ignore' | 'once-more';

/**
 * Wraps `run` so that a call with the same arguments as one still unsettled starts nothing now (see
 * RepeatInFlight); other arguments (another row of a list) run at once.
 */
export function singleFlight<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
  repeat: RepeatInFlight = 'ignore',
  quietAfterMs = 0,
  now: () => number = Date.now,
): (...args: A) => Promise<R> {
  const inFlight = new Map<string, Promise<R>>();
  const queued = new Map<string, Promise<R>>();
  const succeeded = new Map<string, { at: number; answer: Promise<R> }>();
  const start = (key: string, args: A) => {
    const started: Promise<R> = run(...args).finally(() => {
      if (inFlight.get(key) === started) inFlight.delete(key);
    });
    if (quietAfterMs > 0)
      started.then(
        () => succeeded.set(key, { at: now(), answer: started }),
        () => {},
      );
    inFlight.set(key, started);
    return started;
  };
  return (...args) => {
    const key = flightKey(args[0]);
    const done = succeeded.get(key);
    if (done && now() - done.at < quietAfterMs) return done.answer;
    const running = inFlight.get(key);
    if (!running) return start(key, args);
    if (repeat === 'ignore') return running;
    const waiting = queued.get(key);
    if (waiting) return waiting;
    const next = running
      .catch(() => undefined)
      .then(() => {
        queued.delete(key);
        return start(key, args);
      });
    queued.set(key, next);
    return next;
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
 * variables while that run is in flight start nothing (the second answers the first's promise), a
 * failure's sentence (refusalSentence) goes to `onRefusal`, and a named "already done" refusal
 * counts as success.
 */
export function useAction<TData = unknown, TVariables = void, TContext = unknown>(
  options: ActionOptions<TData, TVariables, TContext>,
): ActionResult<TData, TVariables, TContext> {
  const { alreadyDone, onRefusal, unexpected, repeat, quietAfterMs, mutationFn, onError, ...rest } = options;
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
    singleFlight(
      (variables: TVariables, callOptions?: MutateOptions<TData, Error, TVariables, TContext>) =>
        latest.current(variables, callOptions),
      repeat,
      quietAfterMs,
    ),
  );
  const mutate = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, Error, TVariables, TContext>) => {
      guarded(variables, callOptions).catch(() => {});
    },
    [guarded],
  );
  return { ...mutation, mutate, mutateAsync: guarded } as ActionResult<TData, TVariables, TContext>;
}
