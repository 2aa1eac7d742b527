import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/i18n/i18n-provider';
import { timeZoneChoiceStore } from '@/lib/format';
import { RelativeTime, RelativeTimeText } from './relative-time';
import { startTestWords } from '@/testing/words';

// In the past, as src/testing/fixed-clock.ts says why.
const at = Date.parse('2025-06-03T15:20:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(at + 20_000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a relative time', () => {
  it('says how long ago, moves on with the shared clock, and gives the exact instant with its zone on hover', async () => {
    await startTestWords('en');
    timeZoneChoiceStore.set('utc');
    render(
      <I18nProvider>
        <RelativeTime at={at} />
      </I18nProvider>,
    );
    const time = screen.getByText('<1 min. ago');
    expect(time).toHaveAttribute('datetime', '2025-06-03T15:20:00.000Z');
    expect(time).toHaveAttribute('title', 'Jun 3, 2025, 3:20:00 PM UTC');
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(time).toHaveTextContent('2 min. ago');
  });

  it('says an instant just past the shared clock happened, not that it is to come', async () => {
    await startTestWords('en');
    render(
      <I18nProvider>
        <RelativeTimeText at={at + 40_000} clock={{ now: at + 20_000, locale: 'en', timeZone: 'local' }} />
      </I18nProvider>,
    );
    expect(screen.getByText('<1 min. ago')).toBeInTheDocument();
  });
});
