/**
 * A loader per request that gathers the keys asked for until the current burst of work settles
 * and loads them with one call: GraphQL resolves a list's fields side by side, so the reports of
 * N matches cost one query, not N (a DataLoader in a few lines). `request` scopes the cache (the
 * GraphQL context's request) and frees it with the request.
 */
export function batchedPerRequest<K, V>(load: (keys: K[]) => Promise<Map<K, V>>): (request: object, key: K) => Promise<V | undefined> {
  type Waiting = Map<K, { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }>;
  const byRequest = new WeakMap<object, { waiting: Waiting; asked: Map<K, Promise<V | undefined>> }>();
  return (request, key) => {
    let state = byRequest.get(request);
    if (!state) byRequest.set(request, (state = { waiting: new Map(), asked: new Map() }));
    const asked = state.asked.get(key);
    if (asked) return asked;
    const { waiting } = state;
    if (waiting.size === 0) {
      // After every promise continuation now queued: the sibling fields ask in the meantime.
      setImmediate(() => {
        const batch = new Map(waiting);
        waiting.clear();
        load([...batch.keys()]).then(
          (values) => batch.forEach(({ resolve }, k) => resolve(values.get(k))),
          (error) => batch.forEach(({ reject }) => reject(error)),
        );
      });
    }
    const promise = new Promise<V | undefined>((resolve, reject) => waiting.set(key, { resolve, reject }));
    state.asked.set(key, promise);
    return promise;
  };
}

/** Memoizes by request and key, so a request computes each thing once; the request's end frees them. */
export function perRequest<T>() {
  const byRequest = new WeakMap<object, Map<string, Promise<T>>>();
  return (request: object, key: string, compute: () => Promise<T>): Promise<T> => {
    let entries = byRequest.get(request);
    if (!entries) byRequest.set(request, (entries = new Map()));
    let entry = entries.get(key);
    if (!entry) entries.set(key, (entry = compute()));
    return entry;
  };
}
