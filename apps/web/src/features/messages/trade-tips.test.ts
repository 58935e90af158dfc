import type { ChatMessage } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { chatMessage } from '../../test-support/chat-message';
import { earlyMessageIds, tipsForMessage, viewerIsEarly } from './trade-tips';

const message = (id: string, userId: string, plainText = 'hi'): ChatMessage =>
  chatMessage(id, { id: userId, firstName: userId }, plainText, '2026-01-01T00:00:00.000Z');

describe('trade tips in a chat', () => {
  const items = Array.from({ length: 7 }, (_, i) => message(`m${i}`, i % 2 ? 'b' : 'a'));

  it('counts each author’s first five messages as early, none when older ones are not loaded', () => {
    expect([...earlyMessageIds(items, false)]).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    const more = [...items, message('m7', 'a'), message('m8', 'a')];
    expect(earlyMessageIds(more, false).has('m8')).toBe(false);
    expect(earlyMessageIds(items, true).size).toBe(0);
  });

  it('shows tips under the other person’s messages only, moving apps only early', () => {
    const code = message('x', 'b', 'what is the code i just sent you');
    expect(tipsForMessage(code, false, false).map((t) => t.kind)).toEqual(['verificationCode']);
    expect(tipsForMessage(code, true, false)).toEqual([]);
    const phone = message('y', 'b', 'text me at 512-555-0147');
    expect(tipsForMessage(phone, false, true)).toHaveLength(1);
    expect(tipsForMessage(phone, false, false)).toEqual([]);
  });

  it('knows whether the viewer is still early', () => {
    expect(viewerIsEarly(items, false, 'a')).toBe(true);
    expect(viewerIsEarly([...items, message('m7', 'a')], false, 'a')).toBe(false);
    expect(viewerIsEarly(items, true, 'a')).toBe(false);
  });
});

describe('rental tips in a chat', () => {
  it('adds the viewing tip to a message about keys mailed from abroad', () => {
    const keys = message('k', 'b', "I'm out of the country, send the deposit and I'll mail the keys");
    const tips = tipsForMessage(keys, false, true);
    expect(tips.map((t) => t.kind)).toEqual(['payFirst', 'payBeforeViewing', 'keysMailed']);
    expect(tips.at(-1)!.tip).toMatch(/in person or by live video/);
    expect(tipsForMessage(keys, true, true)).toEqual([]);
    expect(tipsForMessage(message('o', 'b', 'Can I come see the room Saturday?'), false, true)).toEqual([]);
  });
});
