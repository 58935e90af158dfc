import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '../test-support/render-hook';
import { ApiError } from './api-client';
import { type ActionOptions, answeringAlreadyDone, singleFlight, useAction } from './use-action';

/** The hook as a component gets it (rendered once, as the server does): its mutate works without a DOM. */
function renderAction<TData, TVariables>(options: ActionOptions<TData, TVariables, unknown>) {
  return renderHook(() => useAction(options));
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useAction', () => {
  it('starts one request for a double tap, and a new one once the first has settled', async () => {
    let answer = deferred<string>();
    const mutationFn = vi.fn((_: string) => answer.promise);
    const onSuccess = vi.fn();
    const action = renderAction({ mutationFn, onSuccess });
    action.mutate('first');
    action.mutate('first');
    const repeat = action.mutateAsync('first');
    await vi.waitFor(() => expect(mutationFn).toHaveBeenCalled());
    await new Promise((settle) => setTimeout(settle, 10));
    expect(mutationFn).toHaveBeenCalledTimes(1);
    answer.resolve('done');
    await expect(repeat).resolves.toBe('done');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    answer = deferred<string>();
    action.mutate('again');
    answer.resolve('done again');
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(2));
    expect(mutationFn.mock.calls.map(([v]) => v)).toEqual(['first', 'again']);
  });

  it('is free again after a failure, and says the server sentence through onRefusal', async () => {
    const mutationFn = vi
      .fn<(v: number) => Promise<number>>()
      .mockRejectedValueOnce(new ApiError(409, 'meetup_closed', 'This meetup was already answered.'))
      .mockResolvedValueOnce(2);
    const onRefusal = vi.fn();
    const action = renderAction({ mutationFn, onRefusal, unexpected: 'Could not save.' });
    await expect(action.mutateAsync(1)).rejects.toThrow('This meetup was already answered.');
    expect(onRefusal).toHaveBeenCalledWith('This meetup was already answered.', expect.any(ApiError), 1);
    await expect(action.mutateAsync(2)).resolves.toBe(2);
    expect(mutationFn).toHaveBeenCalledTimes(2);
  });

  it('says its own sentence for a failure the server gave no reason for', async () => {
    const onRefusal = vi.fn();
    const action = renderAction({ mutationFn: () => Promise.reject(new TypeError('fetch')), onRefusal });
    action.mutate();
    await vi.waitFor(() =>
      expect(onRefusal).toHaveBeenCalledWith('Something went wrong.', expect.any(TypeError), undefined),
    );
  });

  it('counts a named "already done" refusal as done', async () => {
    const onSuccess = vi.fn();
    const onRefusal = vi.fn();
    const action = renderAction({
      mutationFn: (_: string) =>
        Promise.reject(new ApiError(409, 'duplicate_saved_search', 'You already saved this search.')),
      alreadyDone: { codes: ['duplicate_saved_search'], answer: (q) => `saved ${q}` },
      onSuccess,
      onRefusal,
    });
    await expect(action.mutateAsync('lamp')).resolves.toBe('saved lamp');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onRefusal).not.toHaveBeenCalled();
  });
});

describe('singleFlight and answeringAlreadyDone', () => {
  it('answers a call during a run with the running promise', async () => {
    const run = vi.fn(async (n: number) => n * 2);
    const once = singleFlight(run);
    const [a, b] = [once(1), once(1)];
    expect(a).toBe(b);
    await expect(a).resolves.toBe(2);
    await expect(once(1)).resolves.toBe(2);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('answers a repeat soon after a success with that success when asked to keep quiet, and runs again later', async () => {
    let clock = 1_000;
    const run = vi.fn(async (n: number) => n * 2);
    const quiet = singleFlight(run, 'ignore', 2_000, () => clock);
    await expect(quiet(1)).resolves.toBe(2);
    clock += 500; // the second tap of a double tap, after a quick answer
    await expect(quiet(1)).resolves.toBe(2);
    expect(run).toHaveBeenCalledTimes(1);
    clock += 2_000;
    await quiet(1);
    expect(run).toHaveBeenCalledTimes(2);
    // A failure is not kept: asking again tries again.
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    const retry = singleFlight(failing, 'ignore', 2_000, () => clock);
    await expect(retry()).rejects.toThrow('down');
    await expect(retry()).rejects.toThrow('down');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("runs once more after the run in flight for 'once-more', however many repeats came", async () => {
    const done: ((value: number) => void)[] = [];
    const run = vi.fn((_n: number) => new Promise<number>((resolve) => done.push(resolve)));
    const once = singleFlight(run, 'once-more');
    const first = once(1);
    const [second, third] = [once(1), once(1)];
    expect(second).toBe(third);
    expect(run).toHaveBeenCalledTimes(1);
    done[0]!(10);
    await expect(first).resolves.toBe(10);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    done[1]!(20);
    await expect(second).resolves.toBe(20);
  });

  it('runs another row of a list beside the first', async () => {
    const run = vi.fn(async (row: { id: string }) => row.id);
    const once = singleFlight(run);
    const [a, b, c] = [once({ id: 'a' }), once({ id: 'b' }), once({ id: 'a' })];
    expect(a).toBe(c);
    await expect(Promise.all([a, b])).resolves.toEqual(['a', 'b']);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps every other refusal a refusal', async () => {
    const refused = new ApiError(409, 'too_many_saved_searches', 'You have too many saved searches.');
    const fn = answeringAlreadyDone(() => Promise.reject(refused), {
      codes: ['duplicate_saved_search'],
      answer: () => 1,
    });
    await expect(fn(undefined)).rejects.toBe(refused);
  });
});
