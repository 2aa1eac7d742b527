import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { failOnConsoleError } from './fail-on-console-error';
import { mswServer } from './msw-server';

failOnConsoleError();
/** The messages that describe the page already (only a failed test's). */
const described = new Set<string>();
configure({
  // A wait is for the app's answer, which comes in milliseconds: a few seconds leave room for a busy machine.
  asyncUtilTimeout: 5_000,
  // A query that finds nothing describes the page in its error, and a wait (findBy…, waitFor) makes that
  // error at every try, 20 times a second: printing a large page took more of the machine than the app
  // did, and slowed the very answer the test waited for. The page is printed when the message is read,
  // once, if the test fails.
  getElementError: (message, container) => {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    Object.defineProperty(error, 'message', {
      get: () => {
        // A wait that runs out asks again with the message it got, the page already in it.
        if (message !== null && described.has(message)) return message;
        const text = [message, prettyDOM(container)].filter(Boolean).join('\n\n');
        described.add(text);
        return text;
      },
      // That wait replaces the message with its own (wait-for.js).
      configurable: true,
    });
    return error;
  },
});
beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // Mantine keeps its notices in a store of its own: each test starts with none on screen or waiting.
  notifications.clean();
  mswServer.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => mswServer.close());
