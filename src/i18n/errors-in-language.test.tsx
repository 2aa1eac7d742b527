import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderSignedIn } from '@/testing/render-app';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** Switches to Portuguese from the header's menu, as an operator would, and waits for the switch. */
async function switchToPortuguese(user: User): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Language and theme: EN' }));
  await user.click(await screen.findByRole('radio', { name: 'Português (Brasil)' }));
  await user.keyboard('{Escape}');
  await screen.findByRole('button', { name: 'Idioma e tema: PT' });
}

describe('a validation message on screen, when the language changes', () => {
  it('is said again in the new language on the sign-in form, without sending it again', async () => {
    const { user } = await renderApp('/login');
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your e-mail address, e.g. name@company.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();

    await switchToPortuguese(user);
    expect(
      await screen.findByText('Digite seu endereço de e-mail, por exemplo nome@empresa.com.br.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Digite sua senha.')).toBeInTheDocument();
    expect(screen.queryByText('Enter your password.')).not.toBeInTheDocument();
    // Nothing was typed over: the field keeps what the operator typed, and stays marked as wrong.
    const username = screen.getByRole('textbox', { name: 'Usuário' });
    expect(username).toHaveValue('not-an-email');
    expect(username).toBeInvalid();
  });

  it("is said again on the run form, a variable row's too, and a field not reached yet gains none", async () => {
    const { user } = await renderSignedIn('/run');
    const runtime = screen.getByRole('combobox', { name: /^Runtime ID/ });
    // Checked when the operator leaves a field: the Runtime is left blank, the Robot is never reached.
    await user.click(runtime);
    await user.click(screen.getByRole('button', { name: 'Add variable' }));
    await user.tab();
    expect(await screen.findByText('Enter the Runtime ID.')).toBeInTheDocument();
    expect(screen.getByText('Enter a variable name.')).toBeInTheDocument();
    expect(screen.queryByText('Enter the Robot ID.')).not.toBeInTheDocument();

    await switchToPortuguese(user);
    expect(await screen.findByText('Informe o nome da variável.')).toBeInTheDocument();
    expect(screen.getByText('Informe o ID do Runtime.')).toBeInTheDocument();
    expect(screen.queryByText('Enter the Runtime ID.')).not.toBeInTheDocument();
    expect(screen.queryByText('Enter a variable name.')).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Executar um robô' });
    expect(within(form).getByRole('combobox', { name: /^ID do robô/ })).not.toBeInvalid();
  });
});
