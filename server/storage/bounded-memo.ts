/**
 * A memo holding at most `size` answers (the oldest is dropped first). For work that costs more than
 * the request around it, such as hashing a session id or opening a sealed token: the database is still
 * read on every request, only the arithmetic on what it returns is not done again.
 */
export interface BoundedMemo<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
}

export function boundedMemo<V>(size: number): BoundedMemo<V> {
  const answers = new Map<string, V>();
  return {
    get: (key) => answers.get(key),
    delete: (key) => void answers.delete(key),
    clear: () => answers.clear(),
    set(key, value) {
      if (answers.size >= size && !answers.has(key)) {
        const oldest = answers.keys().next();
        if (oldest.done !== true) answers.delete(oldest.value);
      }
      answers.set(key, value);
    },
  };
}
