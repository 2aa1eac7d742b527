// @vitest-environment happy-dom
// The browser's storage and languages, which Node has not.
import { describe, expect, it } from 'vitest';
import { claimBrowserFor } from './personal-data';

describe('claimBrowserFor', () => {
  it("clears the previous operator's queue, draft and histories but keeps the shared catalog", () => {
    claimBrowserFor('ana@example.com');
    localStorage.setItem('robot-console:executions', '[]');
    localStorage.setItem('robot-console:run-draft', '{}');
    localStorage.setItem('robot-console:history:rpa', '[]');
    localStorage.setItem('robot-console:catalog', '{"version":1}');
    localStorage.setItem('other-app', 'x');

    claimBrowserFor('bruno@example.com');

    expect(localStorage.getItem('robot-console:executions')).toBeNull();
    expect(localStorage.getItem('robot-console:run-draft')).toBeNull();
    expect(localStorage.getItem('robot-console:history:rpa')).toBeNull();
    expect(localStorage.getItem('robot-console:catalog')).toBe('{"version":1}');
    expect(localStorage.getItem('other-app')).toBe('x');
  });

  it('keeps everything when the same operator signs in again', () => {
    claimBrowserFor('ana@example.com');
    localStorage.setItem('robot-console:executions', '[1]');
    claimBrowserFor('ANA@example.com');
    expect(localStorage.getItem('robot-console:executions')).toBe('[1]');
  });
});
