import { describe, expect, it } from 'vitest';
import { postIdOf } from './page-path';

describe('postIdOf', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it('reads the id of a post page', () => {
    expect(postIdOf(`/post/${id}`)).toBe(id);
    expect(postIdOf(`/post/${id}/`)).toBe(id);
  });
  it('answers null for any other path', () => {
    for (const path of ['/home', '/post', `/post/${id}/edit`, '/post/not-an-id', `/posts/${id}`, `/${id}`])
      expect(postIdOf(path)).toBeNull();
  });
});
