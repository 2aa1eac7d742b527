import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { maxIdLength } from '@/api/ids';
import { journalQuerySchema } from '@/api/workspace/journal';
import { me, openQueue, rowOf } from './queue-test-support';

const everything = journalQuerySchema.parse({});

describe('tracking an execution by id', () => {
  it('adds it to the journal exactly as typed, and never twice', async () => {
    const { user, workspace } = await openQueue('/queue');
    const form = within(screen.getByRole('form', { name: 'Track execution' }));
    await user.click(form.getByRole('button', { name: 'Track' }));
    expect(await form.findByText('Enter the Runtime ID.')).toBeInTheDocument();
    expect(form.getByText('Enter the execution ID.')).toBeInTheDocument();

    // A space around an id would name another execution: it is pointed out, not silently dropped.
    await user.type(form.getByLabelText(/Runtime ID/), ' RUNTIME-09 ');
    await user.tab();
    expect(
      await form.findByText('The Runtime ID starts or ends with a space; remove it.'),
    ).toBeInTheDocument();
    await user.clear(form.getByLabelText(/Runtime ID/));
    await user.type(form.getByLabelText(/Runtime ID/), 'RUNTIME-09');
    await user.type(form.getByLabelText(/Execution ID/), 'xyz789');
    await user.click(form.getByRole('button', { name: 'Track' }));

    await screen.findByRole('link', { name: 'xyz789' });
    expect(rowOf('xyz789').getByText('RUNTIME-09')).toBeInTheDocument();
    expect(rowOf('xyz789').getByText(me)).toBeInTheDocument();
    expect(await workspace.journal.find('RUNTIME-09', 'xyz789')).toMatchObject({
      source: 'track',
      startedBy: me,
      robotId: null,
      variables: null,
    });
    expect(form.getByLabelText(/Execution ID/)).toHaveValue('');

    await user.type(form.getByLabelText(/Execution ID/), 'xyz789');
    await user.click(form.getByRole('button', { name: 'Track' }));
    expect(
      await form.findByText(`Execution xyz789 on RUNTIME-09 is already in the journal (tracked by ${me}).`),
    ).toBeInTheDocument();
    expect((await workspace.journal.list(everything, me)).total).toBe(1);
  });

  it.each([
    ['a slash', 'abc/123', 'The execution ID cannot contain "/" or "\\".'],
    ['two dots', '..', 'The execution ID cannot be "." or "..".'],
    [
      'a control character',
      'abc\u0000123',
      'The execution ID contains an invisible control character; type it again.',
    ],
    [
      'too many characters',
      'e'.repeat(maxIdLength + 1),
      `The execution ID can be at most ${maxIdLength} characters long.`,
    ],
  ])('refuses an execution ID with %s where it is typed, and tracks nothing', async (_, id, message) => {
    const { user, workspace } = await openQueue('/queue');
    const form = within(screen.getByRole('form', { name: 'Track execution' }));
    await user.type(form.getByLabelText(/Runtime ID/), 'RUNTIME-01');
    await user.click(form.getByLabelText(/Execution ID/));
    await user.paste(id);
    await user.tab();
    expect(await form.findByText(message)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Track' }));
    // The refused submit is over once the focus is back on the field to correct.
    await waitFor(() => expect(form.getByLabelText(/Execution ID/)).toHaveFocus());
    expect(form.getByLabelText(/Execution ID/)).toHaveValue(id);
    expect((await workspace.journal.list(everything, me)).total).toBe(0);
  });
});
