import { describe, expect, it } from 'vitest';
import { memberCountText, showsMemberCount } from './member-count';

describe('member count', () => {
  it.each([
    [0, false, false],
    [1, true, false],
    [2, true, true],
  ])('%i members: widget %s, About tab %s', (count, widget, about) => {
    expect(showsMemberCount(count, 'widget')).toBe(widget);
    expect(showsMemberCount(count, 'about')).toBe(about);
  });

  it('reads as a count of verified members', () => {
    expect(memberCountText(1)).toBe('1 verified member');
    expect(memberCountText(1204)).toBe('1,204 verified members');
  });
});
