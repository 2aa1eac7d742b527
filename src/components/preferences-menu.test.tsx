import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderApp, renderSignedIn } from '@/testing/render-app';

function browserLanguages(...languages: [string, ...string[]]): void {
  const list = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  const first = vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0]);
  onTestFinished(() => {
    list.mockRestore();
    first.mockRestore();
  });
}

describe('the language', () => {
  it("follows the browser's: Portuguese for a pt-BR browser, on the page and in the document", async () => {
    browserLanguages('pt-BR', 'pt', 'en');
    await renderApp('/login');
    expect(await screen.findByRole('textbox', { name: 'Usuário' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('pt-BR'));
  });

  it('is switched from the header, at once and everywhere, and remembered for the next visit', async () => {
    browserLanguages('en-US', 'en');
    const first = await renderSignedIn('/run');
    expect(screen.getByRole('link', { name: 'Queue' })).toBeInTheDocument();

    await first.user.click(screen.getByRole('button', { name: 'Language and theme: EN' }));
    await first.user.click(await screen.findByRole('radio', { name: 'Português (Brasil)' }));
    expect(await screen.findByRole('link', { name: 'Fila' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('pt-BR'));
    first.unmount();

    // The next visit, in the same browser, starts in Portuguese although the browser speaks English.
    const { user } = await renderApp('/queue', undefined, { sameBrowserAs: first });
    expect(await screen.findByRole('link', { name: 'Fila' })).toBeInTheDocument();

    // Back to following the browser.
    await user.click(screen.getByRole('button', { name: 'Idioma e tema: PT' }));
    await user.click(await screen.findByRole('radio', { name: /Como o navegador \(English\)/ }));
    expect(await screen.findByRole('link', { name: 'Queue' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });
});

describe('the theme', () => {
  it('follows the system by default, is switched to dark or light, and is remembered', async () => {
    const first = await renderSignedIn('/run');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    await first.user.click(screen.getByRole('button', { name: 'Language and theme: EN' }));
    expect(await screen.findByRole('radio', { name: 'As the system' })).toBeChecked();

    await first.user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    first.unmount();

    const { user } = await renderApp('/run', undefined, { sameBrowserAs: first });
    expect(await screen.findByTestId('signed-in-user')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await user.click(screen.getByRole('button', { name: 'Language and theme: EN' }));
    await user.click(await screen.findByRole('radio', { name: 'Light' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});

describe('the zone of times', () => {
  it("is this computer's by default, switched to UTC from the header, and remembered", async () => {
    const first = await renderSignedIn('/run');
    await first.user.click(screen.getByRole('button', { name: 'Language and theme: EN' }));
    expect(await screen.findByRole('radio', { name: /^In this computer’s zone/ })).toBeChecked();
    // The tests' computer is in São Paulo (vite.config.ts).
    expect(screen.getByText(/^Session ends .* GMT-3$/)).toBeInTheDocument();
    await first.user.click(screen.getByRole('radio', { name: 'In UTC' }));
    // The session's end, in the header, is told in UTC at once.
    await waitFor(() => expect(screen.getByText(/^Session ends .* UTC$/)).toBeInTheDocument());
    first.unmount();

    await renderApp('/run', undefined, { sameBrowserAs: first });
    expect(await screen.findByText(/^Session ends .* UTC$/)).toBeInTheDocument();
  });
});

describe('on the sign-in page', () => {
  it('open in place at the first press of Enter, and Escape shuts them with the focus back on their button', async () => {
    const { user } = await renderApp('/login');
    const button = await screen.findByRole('button', { name: 'Language and theme: EN' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radio', { name: 'As the system' })).not.toBeInTheDocument();

    button.focus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('group', { name: 'Language and theme: EN' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('radio', { name: 'As the system' })).toBeChecked();

    // From the choices, Escape shuts them too.
    await user.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement | null);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('radio', { name: 'As the system' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('switch the language of the sign-in form at once', async () => {
    const { user } = await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Language and theme: EN' }));
    await user.click(screen.getByRole('radio', { name: 'Português (Brasil)' }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Idioma e tema: PT' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('the dropdown', () => {
  it('comes with its first opening from the keyboard and gives the focus back to its button on Escape', async () => {
    const { user } = await renderSignedIn('/run');
    screen.getByRole('button', { name: 'Language and theme: EN' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('radio', { name: 'As the system' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: 'As the system' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Language and theme: EN' })).toHaveFocus());
  });
});
