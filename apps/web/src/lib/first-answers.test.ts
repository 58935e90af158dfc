import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page whose HTML carries these first answers (the element the server writes). */
function pageWith(answers: Record<string, unknown>) {
  const element = { textContent: JSON.stringify(answers), remove: vi.fn() };
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'first-answers' ? element : null) });
  return element;
}

describe('first answers', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('gives each answer once, as the query starting data, and marks it as from the HTML', async () => {
    const element = pageWith({ '/api/feed': { posts: [], nextCursor: null } });
    const { takeFirstAnswer, isFirstAnswer } = await import('./first-answers');
    const feed = takeFirstAnswer('/api/feed');
    expect(feed).toEqual({ posts: [], nextCursor: null });
    expect(isFirstAnswer(feed)).toBe(true);
    expect(element.remove).toHaveBeenCalled();
    expect(takeFirstAnswer('/api/feed')).toBeUndefined();
  });

  it('turns a wire answer into the cache shape and still marks it', async () => {
    pageWith({ '/api/posts/1': { n: 1 } });
    const { takeFirstAnswer, isFirstAnswer } = await import('./first-answers');
    const post = takeFirstAnswer('/api/posts/1', (wire: { n: number }) => ({ doubled: wire.n * 2 }));
    expect(post).toEqual({ doubled: 2 });
    expect(isFirstAnswer(post)).toBe(true);
  });

  it('drops the answers no query took once the app moved to another page', async () => {
    pageWith({ '/api/session': { user: null }, '/api/feed': { posts: [], nextCursor: null } });
    const { takeFirstAnswer, discardFirstAnswers } = await import('./first-answers');
    expect(takeFirstAnswer('/api/session')).toEqual({ user: null });
    discardFirstAnswers();
    expect(takeFirstAnswer('/api/feed')).toBeUndefined();
  });
});
