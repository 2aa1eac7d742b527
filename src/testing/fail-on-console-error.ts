import { afterEach } from 'vitest';

/**
 * A `console.error` during a test (React's act warnings, failed prop types, unexpected rejections
 * logged by a library) fails that test: such output is a bug that a passing run would otherwise hide.
 */
export function failOnConsoleError(): void {
  const logged: unknown[][] = [];
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    logged.push(args);
    original(...args);
  };
  afterEach(() => {
    const first = logged[0];
    logged.length = 0;
    if (first !== undefined) throw new Error(`console.error was called: ${first.map(String).join(' ')}`);
  });
}
