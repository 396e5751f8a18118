// Browser storage that never throws: a third-party iframe or a private window may refuse
// localStorage, in which case values live in memory for the page's lifetime.

const memory = new Map<string, string>();

function backend(): Storage | null {
  try {
    const s = globalThis.localStorage;
    const probe = '__couvert_probe__';
    s.setItem(probe, probe);
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

let cached: Storage | null | undefined;
function store(): Storage | null {
  if (cached === undefined) cached = backend();
  return cached;
}

export const storage = {
  get(key: string): string | null {
    const s = store();
    if (!s) return memory.get(key) ?? null;
    try {
      return s.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string): void {
    const s = store();
    memory.set(key, value);
    if (!s) return;
    try {
      s.setItem(key, value);
    } catch {
      // Quota or privacy mode: the in-memory copy keeps the page working.
    }
  },
  remove(key: string): void {
    memory.delete(key);
    try {
      store()?.removeItem(key);
    } catch {
      // ignore
    }
  },
  getJson<T>(key: string): T | null {
    const raw = storage.get(key);
    if (raw == null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
};

/** Test hook: forget the detected backend (jsdom tests swap localStorage). */
export function resetStorageBackendForTests(): void {
  cached = undefined;
  memory.clear();
}
