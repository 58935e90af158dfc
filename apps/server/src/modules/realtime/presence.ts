// Who has the app open and visible right now, from the realtime sockets of this instance: each tab
// tells its socket when it becomes visible or hidden ({ type: 'visibility', visible }). Push delivery
// skips members with a visible tab (the badge and the live list already tell them). With several
// instances a member's socket may sit on another one: that push then goes out, and the service
// worker drops it itself while a window of the site is focused (apps/web/src/service-worker/sw.ts).

export interface AppPresence {
  /** Records a socket's visibility (signed-in sockets only). */
  set(socket: object, userId: string, visible: boolean): void;
  /** Forgets a closed socket. */
  remove(socket: object): void;
  isAppOpen(userId: string): boolean;
}

export function createAppPresence(): AppPresence {
  const visibleSockets = new Map<string, Set<object>>();
  const userOf = new WeakMap<object, string>();
  const remove = (socket: object) => {
    const userId = userOf.get(socket);
    if (!userId) return;
    const set = visibleSockets.get(userId);
    set?.delete(socket);
    if (set?.size === 0) visibleSockets.delete(userId);
  };
  return {
    set(socket, userId, visible) {
      remove(socket);
      userOf.set(socket, userId);
      if (!visible) return;
      const set = visibleSockets.get(userId) ?? new Set();
      set.add(socket);
      visibleSockets.set(userId, set);
    },
    remove,
    isAppOpen: (userId) => (visibleSockets.get(userId)?.size ?? 0) > 0,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Visible tabs of signed-in members on this instance. */
    presence: AppPresence;
  }
}
