// @vitest-environment happy-dom
// The browser's storage and languages, which Node has not.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appLocale, localeForLanguages, useAppLocale } from './locale';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the app locale', () => {
  it('is the first of the browser languages the app speaks', () => {
    expect(localeForLanguages(['pt-BR', 'en-US'])).toBe('pt-BR');
    expect(localeForLanguages(['pt'])).toBe('pt-BR');
    expect(localeForLanguages(['PT_pt'])).toBe('pt-BR');
    expect(localeForLanguages(['de-DE', 'en-GB', 'pt-BR'])).toBe('en');
    expect(localeForLanguages(['fr-FR', 'pt-BR'])).toBe('pt-BR');
  });

  it('is English when the browser prefers no language the app speaks', () => {
    expect(localeForLanguages(['de-DE', 'ja'])).toBe('en');
    expect(localeForLanguages([])).toBe('en');
  });

  it("comes from the browser, not from the machine's locale", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR']);
    expect(appLocale()).toBe('pt-BR');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    expect(appLocale()).toBe('en');
  });

  it('falls back to navigator.language when the list is empty', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('pt-BR');
    expect(appLocale()).toBe('pt-BR');
  });

  it('renders again when the browser language changes', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    const { result } = renderHook(() => useAppLocale());
    expect(result.current).toBe('en');
    languages.mockReturnValue(['pt-BR']);
    act(() => {
      window.dispatchEvent(new Event('languagechange'));
    });
    expect(result.current).toBe('pt-BR');
  });
});
