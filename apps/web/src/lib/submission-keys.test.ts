import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createSubmissionKeys, fingerprintOf, type SubmissionKeys, sendWithKey } from './submission-keys';

// Two tabs of one browser: one localStorage (a Map here: the web's unit tests run in Node) and a
// BroadcastChannel each, as two pages would have.
const shared = new Map<string, string>();
const storage = {
  getItem: (k: string) => shared.get(k) ?? null,
  setItem: (k: string, v: string) => void shared.set(k, v),
  removeItem: (k: string) => void shared.delete(k),
};
const opened: SubmissionKeys[] = [];
const tab = () => {
  const keys = createSubmissionKeys(() => storage);
  opened.push(keys);
  return keys;
};
const nextMessage = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  for (const keys of opened.splice(0)) keys.close();
  shared.clear();
});

const fridge = { text: 'Mini fridge', price: 40 };
const microwave = { text: 'Microwave, 700 W', price: 25 };

describe('the key of a submission', () => {
  it('is the draft key for its content, and a new key for different content', () => {
    const keys = tab();
    const draftKey = crypto.randomUUID();
    expect(keys.claim(draftKey, fridge)).toBe(draftKey);
    expect(keys.claim(draftKey, { price: 40, text: 'Mini fridge' })).toBe(draftKey);
    const other = keys.claim(draftKey, microwave);
    expect(other).not.toBe(draftKey);
    // The same different content again (a retry) keeps the key it was given.
    expect(keys.claim(other, microwave)).toBe(other);
  });

  it('is dropped once the server answers, in every tab: a restored draft never sends it again', async () => {
    const [a, b] = [tab(), tab()];
    const heard: unknown[] = [];
    b.onAnswered((answered) => heard.push(answered));
    const restoredKey = crypto.randomUUID(); // the same draft, with its key, open in both tabs
    const sent = await sendWithKey(restoredKey, fridge, async (key) => ({ id: 'fridge', key }), undefined, a);
    expect(sent.key).toBe(restoredKey);
    await nextMessage();
    expect(heard).toEqual([{ key: restoredKey, fingerprint: fingerprintOf(fridge), outcome: 'sent' }]);
    expect(b.isUsed(restoredKey)).toBe(true);
    // Tab B sends its changed draft, still carrying the first key: it goes with a new one.
    const adopted: string[] = [];
    const sentFromB = await sendWithKey(
      restoredKey,
      microwave,
      async (key) => key,
      (k) => adopted.push(k),
      b,
    );
    expect(sentFromB).not.toBe(restoredKey);
    expect(adopted).toEqual([sentFromB]);
    // Even the very same content: an answered key is never sent again.
    expect(b.claim(restoredKey, fridge)).not.toBe(restoredKey);
  });

  it('is dropped on a refusal too, but kept when no answer came (a retry is the same write)', async () => {
    const keys = tab();
    const [refused, lost] = [crypto.randomUUID(), crypto.randomUUID()];
    const tooFast = new ApiError(429, 'too_fast', 'Slow down.');
    await expect(sendWithKey(refused, fridge, () => Promise.reject(tooFast), undefined, keys)).rejects.toBe(
      tooFast,
    );
    expect(keys.isUsed(refused)).toBe(true);
    const offline = new ApiError(0, 'network', 'Something went wrong.');
    await expect(sendWithKey(lost, fridge, () => Promise.reject(offline), undefined, keys)).rejects.toBe(
      offline,
    );
    expect(keys.isUsed(lost)).toBe(false);
    expect(keys.claim(lost, fridge)).toBe(lost);
  });

  it("sends once more with a new key when the server says the key was another content's", async () => {
    const keys = tab();
    const stale = crypto.randomUUID();
    const tried: string[] = [];
    const result = await sendWithKey(
      stale,
      microwave,
      async (key) => {
        tried.push(key);
        if (key === stale) throw new ApiError(409, 'client_key_reused', 'Used.');
        return 'microwave';
      },
      undefined,
      keys,
    );
    expect(result).toBe('microwave');
    expect(tried).toHaveLength(2);
    expect(tried[1]).not.toBe(stale);
    expect(keys.isUsed(stale)).toBe(true);
  });

  it('tells contents apart whatever the order of their fields', () => {
    expect(fingerprintOf({ a: 1, b: [1, 2] })).toBe(fingerprintOf({ b: [1, 2], a: 1 }));
    expect(fingerprintOf({ a: 1, b: [1, 2] })).not.toBe(fingerprintOf({ a: 1, b: [2, 1] }));
    expect(fingerprintOf(fridge)).not.toBe(fingerprintOf(microwave));
  });
});
