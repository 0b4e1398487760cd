/**
 * Where saved rosters live: a tiny key-value interface, so the library is pure TypeScript and tests
 * can hand it a store that is full, broken or in memory. In the browser it is localStorage when the
 * browser lets us write there, else memory (the builder then says that nothing outlives the page).
 */
import { PROBE_KEY } from './storage-keys';

export interface KeyValueStore {
  getItem(key: string): string | null;
  /** Throws when the store refuses the write (full, or storage switched off). */
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every key in the store (order does not matter). */
  keys(): string[];
}

/** A read from a store, or `fallback` when the store throws (storage revoked mid-visit). */
export function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** A store in memory, lost when the page closes: the fallback, and the store of the unit tests. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

/** The part of the Web Storage API we use (window.localStorage has it). */
export interface WebStorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * A KeyValueStore over Web Storage, or null when it cannot be used: no `localStorage` at all, reading
 * it throws (storage blocked), or a test write is refused (storage switched off, some private modes).
 * A storage that refuses the test write for want of space but holds entries is full: it is used,
 * since reading needs no space (every saved roster is listed; changes wait until there is room).
 */
export function webStorageStore(getStorage: () => WebStorageLike | undefined | null): KeyValueStore | null {
  let storage: WebStorageLike | undefined | null;
  try {
    storage = getStorage();
    if (!storage) return null;
    try {
      storage.setItem(PROBE_KEY, '1');
      storage.removeItem(PROBE_KEY);
    } catch (error) {
      // Full (a quota error on a storage that holds entries): readable, so used. Anything else: not.
      const quota = error instanceof Error && /quota/i.test(`${error.name} ${error.message}`);
      if (!quota || storage.length === 0) throw error;
    }
  } catch {
    return null;
  }
  const s = storage;
  return {
    getItem: (key) => s.getItem(key),
    setItem: (key, value) => s.setItem(key, value),
    removeItem: (key) => s.removeItem(key),
    keys: () => {
      const out: string[] = [];
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i);
        if (key !== null) out.push(key);
      }
      return out;
    },
  };
}

/** The browser's localStorage as a store, or null when the browser does not let us use it. */
export function browserStore(): KeyValueStore | null {
  return webStorageStore(() => (typeof localStorage === 'undefined' ? null : (globalThis as { localStorage?: WebStorageLike }).localStorage));
}
