import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';
import { pinBrowserLanguages, previewedBody } from './reporting-test-support';

type User = Awaited<ReturnType<typeof renderSignedIn>>['user'];

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const note = (name: string) => screen.queryByRole('status', { name });

async function send(user: User, button: string, nameField: RegExp = /^(Title|Name)/) {
  await user.click(screen.getByRole('button', { name: button }));
  // The form starts afresh once the record is sent.
  await waitFor(() => expect(screen.getByRole('textbox', { name: nameField })).toHaveValue(''));
}

describe('a new record whose name is already known', () => {
  it('says which job position a title differing only in case will edit, before it is sent (in Portuguese)', async () => {
    pinBrowserLanguages('pt-BR');
    const sim = new Simulator();
    const { user } = await renderSignedIn('/reporting/job-positions', sim);
    const title = () => textbox(/^Título/);
    const noteName = 'Enviar vai editar o cargo “Analyst”';
    await user.type(title(), 'Analyst');
    await user.type(textbox(/^Valor por hora/), '1.500,5');
    expect(note(noteName)).not.toBeInTheDocument();
    await send(user, 'Enviar cargo', /^Título/);

    await user.type(title(), 'analyst ');
    // The known positions are read again from the server once the send is recorded.
    const edits = await screen.findByRole('status', { name: noteName });
    expect(edits).toHaveTextContent(
      '“analyst” difere de “Analyst” só em maiúsculas e minúsculas, e os títulos são comparados sem diferenciá-las. “Analyst” foi enviado por último por operator@robot-console.test (1.500,50 por hora). Enviar atualiza esse cargo em vez de criar um novo; para adicionar um novo, use outro título.',
    );
    // Another title: no note.
    await user.type(title(), 'II');
    expect(note(noteName)).not.toBeInTheDocument();
    await user.clear(title());
    await user.type(title(), 'ANALYST');
    expect(note(noteName)).toBeVisible();

    // The title is sent as typed: the operator decides, knowing what it does.
    await user.type(textbox(/^Valor por hora/), '20');
    expect(previewedBody()).toEqual({ title: 'ANALYST', hourValue: 20 });
    await send(user, 'Enviar cargo', /^Título/);
    expect(sim.receivedRequests.filter((r) => r.endpoint === 'jobPosition').map((r) => r.body)).toEqual([
      { title: 'Analyst', hourValue: 1500.5 },
      { title: 'ANALYST', hourValue: 20 },
    ]);
    const known = screen.getByRole('region', { name: 'Cargos conhecidos' });
    await waitFor(() => expect(within(known).getByRole('row', { name: /ANALYST/ })).toBeInTheDocument());
    expect(within(known).getAllByRole('row')).toHaveLength(2);
  });

  it('says the same for a supplier, with its id, and says nothing while that supplier is being edited', async () => {
    pinBrowserLanguages('en-US');
    const sim = new Simulator();
    const { user } = await renderSignedIn('/reporting/suppliers', sim);
    await user.type(textbox(/^Name/), 'Acme Robotics');
    await user.click(screen.getByRole('radio', { name: /^Process/ }));
    await user.type(textbox(/^Hourly value/), '12.5');
    await send(user, 'Send supplier');
    const id = sim.suppliers[0]?.idSupplier;

    await user.type(textbox(/^Name/), 'ACME robotics');
    expect(
      await screen.findByRole('status', { name: 'Sending edits the supplier “Acme Robotics”' }),
    ).toHaveTextContent(
      `“ACME robotics” differs from “Acme Robotics” only in case, and names are compared without case. “Acme Robotics” was last sent by operator@robot-console.test (ID ${id}, Process, 12.50 per hour).`,
    );
    await user.clear(textbox(/^Name/));
    await user.type(textbox(/^Name/), 'Acme Robotics');
    expect(
      screen.getByRole('status', { name: 'Sending edits the supplier “Acme Robotics”' }),
    ).toHaveTextContent('A supplier with this name was last sent by operator@robot-console.test');

    await user.click(screen.getByRole('button', { name: 'Edit supplier Acme Robotics' }));
    expect(screen.getByRole('heading', { name: 'Editing Acme Robotics' })).toBeInTheDocument();
    expect(note('Sending edits the supplier “Acme Robotics”')).not.toBeInTheDocument();
  });
});
