import { beforeEach, describe, expect, it } from 'vitest';
import { submissionKeys } from '../../lib/submission-keys';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { createDraftStore } from './draft-store';

installMemoryStorage();

const saved = (clientKey: string) =>
  JSON.stringify({
    text: null,
    textLength: 11,
    hasText: true,
    category: null,
    price: '40',
    condition: null,
    clientKey,
    files: [],
  });

describe("a restored post draft's key", () => {
  beforeEach(() => localStorage.clear());

  it('comes back while no answer came, so a resubmit after a reload is the same post', () => {
    const key = crypto.randomUUID();
    localStorage.setItem('campus-post-draft:ou:me', saved(key));
    const store = createDraftStore();
    store.persistTo('campus-post-draft:ou:me');
    expect(store.getSnapshot()).toMatchObject({ price: '40', clientKey: key });
  });

  it('is never one the server already answered (a copy of a draft sent from another tab)', () => {
    const key = crypto.randomUUID();
    localStorage.setItem('campus-post-draft:ou:me', saved(key));
    submissionKeys.answered(key, 'sent');
    const store = createDraftStore();
    store.persistTo('campus-post-draft:ou:me');
    expect(store.getSnapshot().price).toBe('40');
    expect(store.getSnapshot().clientKey).not.toBe(key);
  });
});
