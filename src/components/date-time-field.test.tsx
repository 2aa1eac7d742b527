import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { languageChoiceStore, type AppLocale } from '@/lib/locale';
import { renderInProviders } from '@/testing/render-in-providers';
import { DateTimeField, RegisteredDateTimeField } from './date-time-field';
import { startTestWords } from '@/testing/words';

/** A form's state holding the field's value, shown beside it as the form would send it. */
function Held({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeField label="Started from" value={value} onChange={setValue} />
      <output aria-label="held">{value}</output>
    </>
  );
}

async function renderIn(locale: AppLocale, ui: ReactNode) {
  languageChoiceStore.set(locale);
  await startTestWords(locale);
  const user = userEvent.setup();
  renderInProviders(ui);
  return user;
}

const held = () => screen.getByRole('status', { name: 'held' });

describe('a date-time field', () => {
  it("shows the value in the console's language, on a 24-hour clock, and follows a switch", async () => {
    await renderIn('en', <Held initial="2026-11-22T14:05" />);
    const field = screen.getByRole('textbox', { name: 'Started from' });
    expect(field).toHaveValue('11/22/2026 14:05');

    act(() => languageChoiceStore.set('pt-BR'));
    await waitFor(() => expect(field).toHaveValue('22/11/2026 14:05'));
    expect(held()).toHaveTextContent('2026-11-22T14:05');
  });

  it('says the format it reads while empty', async () => {
    await renderIn('pt-BR', <Held initial="" />);
    expect(screen.getByRole('textbox', { name: 'Started from' })).toHaveAttribute(
      'placeholder',
      'dd/mm/aaaa hh:mm',
    );
  });

  it("reads what is typed in the language's format into the value a datetime-local input had", async () => {
    const user = await renderIn('pt-BR', <Held initial="" />);
    const field = screen.getByRole('textbox', { name: 'Started from' });
    await user.type(field, '01/06/2030 09:30');
    expect(held()).toHaveTextContent('2030-06-01T09:30');
    // Read as a whole: a time past noon is not an afternoon of the 12-hour clock.
    await user.clear(field);
    await user.type(field, '1/6/2030 21:05');
    expect(held()).toHaveTextContent('2030-06-01T21:05');
    await user.tab();
    expect(field).toHaveValue('01/06/2030 21:05');
  });

  it('reads the month first in English, and a value pasted as machines write it', async () => {
    const user = await renderIn('en', <Held initial="" />);
    const field = screen.getByRole('textbox', { name: 'Started from' });
    await user.type(field, '06/01/2030 17:45');
    expect(held()).toHaveTextContent('2030-06-01T17:45');
    await user.clear(field);
    await user.click(field);
    await user.paste('2030-12-24T08:00');
    expect(held()).toHaveTextContent('2030-12-24T08:00');
  });

  it('refuses a date that does not exist, and puts back the value when left', async () => {
    const user = await renderIn('pt-BR', <Held initial="2030-06-01T09:30" />);
    const field = screen.getByRole('textbox', { name: 'Started from' });
    await user.tripleClick(field);
    await user.keyboard('31/02/2030 10:00');
    expect(held()).toHaveTextContent('2030-06-01T09:30');
    await user.tab();
    expect(field).toHaveValue('01/06/2030 09:30');
    // Emptied, it holds no value, as an emptied native input.
    await user.clear(field);
    expect(held()).toBeEmptyDOMElement();
  });

  it('picks a day from a calendar in the language, from the keyboard too, keeping the time', async () => {
    const user = await renderIn('pt-BR', <Held initial="2030-06-01T09:30" />);
    await user.click(screen.getByRole('textbox', { name: 'Started from' }));
    await user.tab();
    const button = screen.getByRole('button', { name: 'Escolher o dia no calendário' });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription('Started from');
    await user.keyboard('{Enter}');
    // Named by its button, as Mantine links them.
    const calendar = await screen.findByRole('dialog', { name: 'Escolher o dia no calendário' });
    expect(within(calendar).getByRole('button', { name: 'Próximo mês' })).toBeInTheDocument();
    // The day picked now has the focus; the arrows move a day or a week.
    await waitFor(() => expect(within(calendar).getByRole('button', { name: '1 junho 2030' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{Enter}');
    expect(held()).toHaveTextContent('2030-06-16T09:30');
    expect(screen.getByRole('textbox', { name: 'Started from' })).toHaveValue('16/06/2030 09:30');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** A form that registers the field, as the reporting forms do. */
function Registered({ onSent }: { onSent: (value: string) => void }) {
  const form = useForm({ defaultValues: { processedAt: '2026-11-22T14:05' } });
  return (
    <form onSubmit={form.handleSubmit(({ processedAt }) => onSent(processedAt))}>
      <RegisteredDateTimeField label="Processed at" registration={form.register('processedAt')} />
      <button type="button" onClick={() => form.setValue('processedAt', '2030-01-02T03:04')}>
        Now
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('a date-time field a form registers', () => {
  it("shows the form's value, sets what is typed, and follows the form's own changes", async () => {
    const sent: string[] = [];
    const user = await renderIn('en', <Registered onSent={(value) => sent.push(value)} />);
    const field = screen.getByRole('textbox', { name: 'Processed at' });
    await waitFor(() => expect(field).toHaveValue('11/22/2026 14:05'));

    await user.click(screen.getByRole('button', { name: 'Now' }));
    expect(field).toHaveValue('01/02/2030 03:04');

    await user.clear(field);
    await user.type(field, '12/31/2029 23:59');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual(['2029-12-31T23:59']));
  });
});
