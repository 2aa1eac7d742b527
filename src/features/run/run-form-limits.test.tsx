import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { maxIdLength } from '@/api/ids';
import { textLimits } from '@/api/limits';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';
import { runDraftStore } from './run-draft';
import { fillIds, pasteInto, robotField, runRequests, runtimeField } from './run-test-support';

describe('what the run form refuses, where it is typed', () => {
  // Each refused Runtime ID has its message in the schema's test (run-form-schema.test.ts); here, what
  // the screen does with one: a short one typed, and one pasted past the length limit.
  it.each([
    ['a slash', 'a/b', 'The Runtime ID cannot contain "/" or "\\".'],
    [
      'too many characters',
      'x'.repeat(maxIdLength + 1),
      `The Runtime ID can be at most ${maxIdLength} characters long.`,
    ],
  ])('explains a Runtime ID with %s as soon as the field is left', async (_, id, message) => {
    const sim = new Simulator();
    const { user } = await renderSignedIn('/run', sim);
    await pasteInto(user, runtimeField(), id);
    await user.type(robotField(), 'invoice-bot');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('request-missing')).toHaveTextContent(`No request yet. ${message}`);
    expect(screen.queryByTestId('request-line')).not.toBeInTheDocument();
    // What was typed stays as it was, and nothing is sent.
    expect(runtimeField()).toHaveValue(id);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    // The refused submit is over once the focus is back on the field to correct.
    await waitFor(() => expect(runtimeField()).toHaveFocus());
    expect(runRequests(sim)).toEqual([]);
  });

  it('explains a Robot ID with a slash, and forgets the message once it is corrected', async () => {
    const { user } = await renderSignedIn('/run');
    await fillIds(user, 'RUNTIME-01', 'invoice/bot');
    await user.tab();
    expect(await screen.findByText('The Robot ID cannot contain "/" or "\\".')).toBeInTheDocument();
    await user.clear(robotField());
    await user.type(robotField(), 'invoice-bot');
    await waitFor(() =>
      expect(screen.queryByText('The Robot ID cannot contain "/" or "\\".')).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('request-line')).toHaveTextContent(
      'POST /api/integration/v2/run/RUNTIME-01/invoice-bot',
    );
  });

  it('limits variable names and values, and says by how much they are over', async () => {
    const sim = new Simulator();
    const { user } = await renderSignedIn('/run', sim);
    await fillIds(user, 'RUNTIME-01', 'invoice-bot');
    await user.click(screen.getByRole('button', { name: 'Add variable' }));
    const name = screen.getByLabelText(/Variable name/);
    const value = screen.getByLabelText(/Variable value/);
    await pasteInto(user, name, 'n'.repeat(textLimits.variableName + 1));
    await pasteInto(user, value, 'v'.repeat(textLimits.variableValue + 5));
    await user.tab();

    expect(
      await screen.findByText('A variable name can be at most 120 characters long; this one has 121.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('A value can be at most 10,000 characters long; this one has 10,005.'),
    ).toBeInTheDocument();
    // Nothing was cut: the operator decides what to remove.
    expect(value).toHaveValue('v'.repeat(textLimits.variableValue + 5));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(runRequests(sim)).toEqual([]);
  });

  it('refuses a variable name with a space around it instead of trimming it', async () => {
    const { user } = await renderSignedIn('/run');
    await fillIds(user, 'RUNTIME-01', 'invoice-bot');
    await user.click(screen.getByRole('button', { name: 'Add variable' }));
    await user.type(screen.getByLabelText(/Variable name/), 'batch ');
    await user.tab();
    expect(await screen.findByText('The name starts or ends with a space; remove it.')).toBeInTheDocument();
  });

  it(`offers no more rows once there are ${textLimits.variables} variables`, async () => {
    const rows = Array.from({ length: textLimits.variables }, (_, index) => ({
      name: `v${index}`,
      type: 'text',
      value: '',
      required: false,
    }));
    runDraftStore.set({ computerId: 'RUNTIME-01', robotId: 'bot', apiVersion: 'v2', variables: rows });
    await renderSignedIn('/run');
    // Looked up once: role queries walk the whole tree, which is large with a hundred rows.
    const add = screen.getByRole('button', { name: 'Add variable' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(`A run can have at most ${textLimits.variables} variables.`);
  });
});
