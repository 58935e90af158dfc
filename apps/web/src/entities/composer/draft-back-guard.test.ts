import { describe, expect, it } from 'vitest';
import { losesDraft } from './draft-back-guard';

describe('losesDraft', () => {
  it.each([
    ['Back to the feed with a draft', 'POP', '/home', false, true],
    ['Forward into the category page with a draft', 'POP', '/create/categories', false, false],
    ['Back to the feed with no draft', 'POP', '/home', true, false],
    ['a link away (a push)', 'PUSH', '/home', false, false],
  ])('%s', (_case, historyAction, nextPath, draftEmpty, expected) => {
    expect(losesDraft({ historyAction, nextPath, draftEmpty })).toBe(expected);
  });
});
