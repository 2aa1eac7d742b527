import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deletedStatus, type JournalQuery } from '@/api/workspace/journal';
import { languageChoiceStore } from '@/lib/locale';
import { renderInProviders } from '@/testing/render-in-providers';
import { QueueFilterBar } from './queue-filter-bar';
import { defaultQuery } from './queue-filters';
import { startTestWords } from '@/testing/words';

const facets = {
  statuses: ['DONE', 'ERROR', 'QUEUED'],
  robots: ['invoice-bot', 'payroll-bot', 'failing-bot'],
  runtimes: ['RUNTIME-01'],
  operators: ['operator@robot-console.test'],
};

/** The queue's filter bar, with the query it was last set to, and every change it asked for. */
async function renderBar(start: Partial<JournalQuery> = {}, locale: 'en' | 'pt-BR' = 'en') {
  languageChoiceStore.set(locale);
  await startTestWords(locale, ['queue']);
  const changes: Partial<JournalQuery>[] = [];
  function Bar() {
    const [query, setQuery] = useState<JournalQuery>({ ...defaultQuery, ...start });
    const change = (patch: Partial<JournalQuery>) => {
      changes.push(patch);
      setQuery((current) => ({ ...current, ...patch }));
    };
    return (
      <QueueFilterBar
        query={query}
        facets={{ ...facets, statuses: [...facets.statuses, deletedStatus] }}
        onSearch={() => undefined}
        onChange={change}
        onTyping={change}
        onClear={() => undefined}
      />
    );
  }
  const user = userEvent.setup();
  // The search box keeps its text across the page's own navigations: it reads the location.
  renderInProviders(
    <MemoryRouter>
      <Bar />
    </MemoryRouter>,
  );
  return { user, changes };
}

const robot = () => screen.getByRole('combobox', { name: 'Robot' });
/** A chosen value's pill (the menu's options, closed, hold the same words). */
const pill = (value: string) => screen.getByText(value, { ignore: 'script, style, [role=option] *' });

describe("the queue's filter menus", () => {
  it('show their value, and a click opens one with the focus on it', async () => {
    const { user, changes } = await renderBar({ robot: 'payroll-bot' });
    expect(robot()).toHaveValue('payroll-bot');
    expect(robot()).toHaveAttribute('aria-expanded', 'false');

    await user.click(robot());
    await user.click(await screen.findByRole('option', { name: 'invoice-bot' }));
    expect(changes).toEqual([{ robot: 'invoice-bot' }]);
    expect(robot()).toHaveValue('invoice-bot');
    expect(robot()).toHaveFocus();
  });

  it('show the chosen statuses, and remove one or clear a menu', async () => {
    const { user, changes } = await renderBar({ status: ['DONE', 'ERROR'], robot: 'invoice-bot' });
    expect(pill('DONE')).toBeVisible();
    expect(pill('ERROR')).toBeVisible();

    // The pills' and the clear buttons are the menu's own, out of the tab order and hidden from
    // assistive technology (the menu's keys remove values): they are found as the pointer finds them.
    const removeError = pill('ERROR').parentElement?.querySelector('button');
    if (!removeError) throw new Error('the ERROR pill has no remove button');
    await user.click(removeError);
    expect(changes).toEqual([{ status: ['DONE'] }]);
    expect(screen.queryByText('ERROR', { ignore: 'script, style, [role=option] *' })).not.toBeInTheDocument();

    const clearRobot = robot().parentElement?.querySelector('button');
    if (!clearRobot) throw new Error('the robot menu has no clear button');
    await user.click(clearRobot);
    expect(changes).toEqual([{ status: ['DONE'] }, { robot: undefined }]);
    expect(robot()).toHaveValue('');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('keep to one line however many statuses are chosen: two pills, then how many more', async () => {
    const { user, changes } = await renderBar({ status: ['DONE', 'ERROR', 'QUEUED', deletedStatus] });
    expect(pill('DONE')).toBeVisible();
    expect(pill('ERROR')).toBeVisible();
    expect(
      screen.queryByText('QUEUED', { ignore: 'script, style, [role=option] *' }),
    ).not.toBeInTheDocument();
    // Its tooltip names them.
    expect(pill('+2').closest('[title]')).toHaveAttribute('title', 'QUEUED, Deleted');

    // The menu ticks every chosen status, and unticking one shows the next as a pill.
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'ERROR' }));
    expect(changes).toEqual([{ status: ['DONE', 'QUEUED', deletedStatus] }]);
    expect(pill('QUEUED')).toBeVisible();
    expect(pill('+1').closest('[title]')).toHaveAttribute('title', 'Deleted');
  });

  it("say the deleted executions in the operator's language, and filter on the stored value", async () => {
    const { user, changes } = await renderBar({}, 'pt-BR');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Excluída' }));
    expect(changes).toEqual([{ status: ['Deleted'] }]);
    expect(pill('Excluída')).toBeVisible();
    expect(screen.queryByText('Deleted', { ignore: 'script, style' })).not.toBeInTheDocument();
  });

  it("show a reporting send's executions as a filter that its own button removes", async () => {
    const { user, changes } = await renderBar({ send: 1234 }, 'pt-BR');
    expect(screen.getByText('Execuções por trás de um envio de relatório (nº 1234)')).toBeVisible();
    // Not in a menu: its remove button is a button, reached by the keyboard.
    const remove = screen.getByRole('button', { name: 'Remover o filtro do envio de relatório' });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(changes).toEqual([{ send: undefined }]);
    expect(screen.queryByText(/envio de relatório/)).not.toBeInTheDocument();
  });
});
