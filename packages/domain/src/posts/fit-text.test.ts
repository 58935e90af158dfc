import { describe, expect, it } from 'vitest';
import { fitEdit, fitMessage } from './fit-text';

describe('fitEdit', () => {
  it('lets an edit within the limit through', () => {
    expect(fitEdit('abc', 'abcd', 5)).toEqual({ text: 'abcd', cut: false });
  });

  it('keeps the part of a paste that fits, at the end', () => {
    expect(fitEdit('x'.repeat(400), 'x'.repeat(400) + 'y'.repeat(200), 500)).toEqual({
      text: 'x'.repeat(400) + 'y'.repeat(100),
      cut: true,
    });
  });

  it('keeps the text after the cursor when a paste lands in the middle', () => {
    expect(fitEdit('start end', 'start PASTED end', 12)).toEqual({ text: 'start PASend', cut: true });
  });

  it('fills an empty box with the first 500 characters of a 600-character paste', () => {
    expect(fitEdit('', 'z'.repeat(600), 500)).toEqual({ text: 'z'.repeat(500), cut: true });
  });

  it('counts a line break as 2', () => {
    expect(fitEdit('', 'ab\ncd', 3)).toEqual({ text: 'ab', cut: true });
    expect(fitEdit('', 'ab\ncd', 5)).toEqual({ text: 'ab\nc', cut: true });
  });

  it('says what happened in a plain sentence', () => {
    expect(fitMessage(500)).toBe(
      'Only part of that fit: the text is limited to 500 characters, so the rest was left out.',
    );
  });
});
