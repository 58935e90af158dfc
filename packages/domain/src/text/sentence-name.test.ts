import { describe, expect, it } from 'vitest';
import { endSentence } from './sentence-name';

describe('endSentence', () => {
  it.each([
    ['Ethan M.', 'Ethan M.'],
    ['Ethan Miller', 'Ethan Miller.'],
    ['Ethan M. ', 'Ethan M.'],
    ['Yahoo!', 'Yahoo!'],
    ['Who?', 'Who?'],
    ['Long name…', 'Long name…'],
    ['', '.'],
  ])('%j → %j', (words, expected) => expect(endSentence(words)).toBe(expected));
});
