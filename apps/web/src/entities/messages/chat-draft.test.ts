import { beforeEach, describe, expect, it } from 'vitest';
import { submissionKeys } from '../../lib/submission-keys';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { attachSharedPost, loadChatDraft, saveChatDraft } from './chat-draft';

const POST = '0190f3c8-0000-7000-8000-000000000001';

installMemoryStorage();

describe('the chat draft', () => {
  beforeEach(() => localStorage.clear());

  it('keeps text, shared post and key per conversation', () => {
    const draft = loadChatDraft('c1');
    saveChatDraft('c1', { ...draft, text: 'half a thought' });
    attachSharedPost('c1', POST);
    expect(loadChatDraft('c1')).toEqual({
      text: 'half a thought',
      sharedPostId: POST,
      clientKey: draft.clientKey,
    });
    expect(loadChatDraft('c2')).toMatchObject({ text: '', sharedPostId: null });
  });

  it('forgets an emptied draft, and survives broken storage', () => {
    saveChatDraft('c1', { text: 'x', sharedPostId: null, clientKey: 'k' });
    saveChatDraft('c1', { text: '', sharedPostId: null, clientKey: 'k' });
    expect(localStorage.getItem('chat-draft:c1')).toBeNull();
    localStorage.setItem('chat-draft:c1', '{broken');
    expect(loadChatDraft('c1')).toMatchObject({ text: '', sharedPostId: null });
  });

  it('never brings back a key the server already answered (the draft was sent from another tab)', () => {
    const key = crypto.randomUUID();
    saveChatDraft('c1', { text: 'see you at 5', sharedPostId: null, clientKey: key });
    expect(loadChatDraft('c1').clientKey).toBe(key);
    submissionKeys.answered(key, 'sent');
    expect(loadChatDraft('c1')).toMatchObject({ text: 'see you at 5' });
    expect(loadChatDraft('c1').clientKey).not.toBe(key);
  });
});
