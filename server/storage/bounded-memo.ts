/**
 * A memo for a pure function of a string, holding at most `size` answers (the oldest is dropped
 * first). For work that costs more than the request around it and always gives the same answer for
 * the same input, such as hashing a session id or opening a sealed token: the database is still read
 * on every request, only the arithmetic on what it returns is not done again.
 */
export function boundedMemo<V>(size: number): {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
} {
  const answers = new Map<string, V>();
  return {
    get: (key) => answers.get(key),
    set(key, value) {
      if (answers.size >= size && !answers.has(key)) {
        const oldest = answers.keys().next();
        if (oldest.done !== true) answers.delete(oldest.value);
      }
      answers.set(key, value);
    },
  };
}
