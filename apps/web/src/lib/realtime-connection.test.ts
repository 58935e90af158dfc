// The channel's resync rule, with a stand-in WebSocket: a listener whose data may predate the
// socket's topics (it joined before `ready`) or that may have missed events (a reconnect) is resynced
// at the next `ready`, once; a listener that joined a ready channel is not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeListener } from './realtime-connection';

class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
  /** The server accepts and says ready. */
  ready(): void {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
    this.onmessage?.({ data: JSON.stringify({ type: 'ready', topics: ['campus:ou'] }) });
  }
  emit(type: string, payload: Record<string, string>): void {
    const event = {
      id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      topic: 'campus:ou',
      type,
      payload,
      at: new Date(0).toISOString(),
    };
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  /** The connection drops (a server restart). */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const latest = () => FakeSocket.all.at(-1)!;

function spy() {
  const listener = { onEvent: vi.fn(), onResync: vi.fn() } satisfies RealtimeListener;
  return listener;
}

let channel: typeof import('./realtime-connection');

beforeEach(async () => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('window', {
    location: { protocol: 'http:', host: 'ou.localhost' },
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  vi.stubGlobal('document', {
    cookie: '',
    visibilityState: 'visible',
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  vi.resetModules();
  channel = await import('./realtime-connection');
  // The frame parser is loaded with the first open; load it now so frames are handled promptly.
  await import('./realtime-parse');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the socket open (it opens in a task of its own) and the parser's promise settle. */
const settle = async () => {
  await vi.advanceTimersByTimeAsync(0);
};

describe('the first ready', () => {
  it('resyncs the listeners that joined before it, once each', async () => {
    const feed = spy();
    const badge = spy();
    channel.listenRealtime(feed);
    channel.listenRealtime(badge);
    await settle();
    expect(FakeSocket.all).toHaveLength(1);
    expect(feed.onResync).not.toHaveBeenCalled();
    latest().ready();
    await settle();
    expect(feed.onResync).toHaveBeenCalledTimes(1);
    expect(badge.onResync).toHaveBeenCalledTimes(1);
    // Events after ready are events, not more resyncs.
    latest().emit('post.created', { postId: 'p1' });
    await settle();
    expect(feed.onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'post.created' }));
    expect(feed.onResync).toHaveBeenCalledTimes(1);
  });

  it('does not resync a listener that joined a ready channel (its data is newer than the topics)', async () => {
    const first = spy();
    channel.listenRealtime(first);
    await settle();
    latest().ready();
    await settle();
    const later = spy();
    channel.listenRealtime(later);
    latest().emit('post.created', { postId: 'p1' });
    await settle();
    expect(later.onResync).not.toHaveBeenCalled();
    expect(later.onEvent).toHaveBeenCalledTimes(1);
  });

  it('resyncs at once a listener joining a ready channel with older data (the HTML’s, a late chunk)', async () => {
    const shell = spy();
    channel.listenRealtime(shell);
    await settle();
    const htmlTime = Date.now() - 5000;
    latest().ready();
    await settle();
    const page = { ...spy(), dataSince: () => htmlTime };
    const fresh = { ...spy(), dataSince: () => Date.now() + 1 };
    channel.listenRealtime(page);
    channel.listenRealtime(fresh);
    await settle();
    expect(page.onResync).toHaveBeenCalledTimes(1);
    expect(fresh.onResync).not.toHaveBeenCalled();
    expect(shell.onResync).toHaveBeenCalledTimes(1);
  });

  it('resyncs a listener that joined while the socket was connecting (a page rendered in the browser)', async () => {
    const layout = spy();
    channel.listenRealtime(layout);
    await settle();
    const page = spy();
    channel.listenRealtime(page);
    latest().ready();
    await settle();
    expect(page.onResync).toHaveBeenCalledTimes(1);
  });

  it('does not call a listener that left before it', async () => {
    const stays = spy();
    const leaves = spy();
    channel.listenRealtime(stays);
    const stop = channel.listenRealtime(leaves);
    await settle();
    stop();
    latest().ready();
    await settle();
    expect(stays.onResync).toHaveBeenCalledTimes(1);
    expect(leaves.onResync).not.toHaveBeenCalled();
  });

  it('still comes when the first socket failed before it (a server restart in the window)', async () => {
    const feed = spy();
    channel.listenRealtime(feed);
    await settle();
    latest().drop(1012);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(feed.onResync).not.toHaveBeenCalled();
    latest().ready();
    await settle();
    expect(feed.onResync).toHaveBeenCalledTimes(1);
  });
});

describe('a reconnect', () => {
  it('resyncs every listener once at the next ready, and back-off applies', async () => {
    const feed = spy();
    channel.listenRealtime(feed);
    await settle();
    latest().ready();
    await settle();
    expect(feed.onResync).toHaveBeenCalledTimes(1);
    latest().drop();
    // The first retry waits 0.5 to 1 s.
    await vi.advanceTimersByTimeAsync(400);
    expect(FakeSocket.all).toHaveLength(1);
    const joinedMeanwhile = spy();
    channel.listenRealtime(joinedMeanwhile);
    await vi.advanceTimersByTimeAsync(600);
    expect(FakeSocket.all).toHaveLength(2);
    latest().ready();
    await settle();
    expect(feed.onResync).toHaveBeenCalledTimes(2);
    expect(joinedMeanwhile.onResync).toHaveBeenCalledTimes(1);
    // A later ready without a loss between resyncs nobody.
    latest().emit('post.created', { postId: 'p2' });
    await settle();
    expect(feed.onResync).toHaveBeenCalledTimes(2);
  });

  it('after a session change, resyncs those that joined before the new socket is ready', async () => {
    const badge = spy();
    channel.listenRealtime(badge);
    await settle();
    latest().ready();
    await settle();
    channel.reconnectRealtime();
    const inbox = spy();
    channel.listenRealtime(inbox);
    latest().ready();
    await settle();
    expect(inbox.onResync).toHaveBeenCalledTimes(1);
    expect(badge.onResync).toHaveBeenCalledTimes(1);
  });
});
