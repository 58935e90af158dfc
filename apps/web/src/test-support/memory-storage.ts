// The web's unit tests run in Node: a Map-backed stand-in for the browser's local storage.
export function installMemoryStorage(): Map<string, string> {
  const items = new Map<string, string>();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
      clear: () => items.clear(),
    },
  });
  return items;
}
