/** Open sockets of this instance by address and by user, against the caps of rate-limits/limits.ts. */
export interface SocketCounter {
  /** Whether one more socket from this address (and user, when signed in) would pass a cap. */
  isFull(ip: string, userId: string | null): boolean;
  /** Counts an open socket; the returned function uncounts it (once) when it closes. */
  open(ip: string, userId: string | null): () => void;
}

export function createSocketCounter(caps: { perIp: number; perUser: number }): SocketCounter {
  const byIp = new Map<string, number>();
  const byUser = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, delta: number) => {
    const next = (map.get(key) ?? 0) + delta;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };
  return {
    isFull: (ip, userId) =>
      (byIp.get(ip) ?? 0) >= caps.perIp || (userId !== null && (byUser.get(userId) ?? 0) >= caps.perUser),
    open(ip, userId) {
      add(byIp, ip, 1);
      if (userId) add(byUser, userId, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        add(byIp, ip, -1);
        if (userId) add(byUser, userId, -1);
      };
    },
  };
}
