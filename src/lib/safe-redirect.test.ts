import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path of this app with its query', () => {
    expect(safeRedirect('/queue?status=RUNNING')).toBe('/queue?status=RUNNING');
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'queue', '/login?redirectTo=/run'])(
    'refuses %s',
    (target) => {
      expect(safeRedirect(target)).toBe('/overview');
    },
  );

  it('falls back when there is no target', () => {
    expect(safeRedirect(null, '/queue')).toBe('/queue');
  });
});
