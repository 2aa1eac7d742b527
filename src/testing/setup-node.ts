import { afterEach } from 'vitest';
import { failOnConsoleError } from './fail-on-console-error';

failOnConsoleError();
// A file that runs in happy-dom (`@vitest-environment happy-dom`) starts each test with empty storage,
// as the screen tests do (setup-dom.ts).
afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
