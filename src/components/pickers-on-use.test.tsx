import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The pickers' code comes when it is first used, once per page load: each test starts from a fresh
 * module (no code yet), and holds the code back until it says so, as a slow network would. The keyboard
 * and what is typed before the code comes are tested in a real browser (e2e/mock/queue.spec.ts), where a
 * dropdown opened as the picker mounts is positioned as a user sees it.
 */
let arrive: () => void;
beforeEach(() => {
  vi.resetModules();
  const held = new Promise<void>((resolve) => (arrive = resolve));
  vi.doMock('./loaded-pickers', async () => {
    await held;
    return vi.importActual('./loaded-pickers');
  });
});

const robots = ['invoice-bot', 'payroll-bot', 'failing-bot'];
const statuses = ['DONE', 'ERROR', 'QUEUED'];

/** A filter bar's two kinds of picker, as the queue shows them, with what they were last set to. */
async function renderPickers(start: { robot?: string; statuses?: string[] } = {}) {
  const { MantineProvider } = await import('@mantine/core');
  const { MultiSelectOnUse, SelectOnUse, usePickersOnUse } = await import('./pickers-on-use');
  const chosen: { robot: (string | null)[]; statuses: string[][] } = { robot: [], statuses: [] };
  function Bar() {
    const onUse = usePickersOnUse();
    const [robot, setRobot] = useState<string | null>(start.robot ?? null);
    const [picked, setPicked] = useState<string[]>(start.statuses ?? []);
    return (
      <>
        <button type="button">Before</button>
        <MultiSelectOnUse
          onUse={onUse}
          name="status"
          label="Status"
          placeholder={picked.length === 0 ? 'Any status' : undefined}
          data={statuses}
          value={picked}
          clearable
          onChange={(value) => {
            chosen.statuses.push(value);
            setPicked(value);
          }}
        />
        <SelectOnUse
          onUse={onUse}
          name="robot"
          label="Robot"
          placeholder="Any robot"
          data={robots}
          value={robot}
          clearable
          searchable
          onChange={(value) => {
            chosen.robot.push(value);
            setRobot(value);
          }}
        />
      </>
    );
  }
  const user = userEvent.setup();
  render(
    <MantineProvider>
      <Bar />
    </MantineProvider>,
  );
  return { user, chosen };
}

const robot = () => screen.getByRole('combobox', { name: 'Robot' });

describe('a picker fetched on use', () => {
  it('shows its value before its code has come, and a click opens it with the focus on it', async () => {
    const { user, chosen } = await renderPickers({ robot: 'payroll-bot' });
    expect(robot()).toHaveValue('payroll-bot');
    expect(robot()).toHaveAttribute('aria-expanded', 'false');

    await user.click(robot());
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    arrive();
    await user.click(await screen.findByRole('option', { name: 'invoice-bot' }));
    expect(chosen.robot).toEqual(['invoice-bot']);
    expect(robot()).toHaveValue('invoice-bot');
    expect(robot()).toHaveFocus();
  });

  it('shows the chosen values, and removes one or clears them all without waiting for the code', async () => {
    const { user, chosen } = await renderPickers({ statuses: ['DONE', 'ERROR'], robot: 'invoice-bot' });
    expect(screen.getByText('DONE')).toBeVisible();
    expect(screen.getByText('ERROR')).toBeVisible();

    // The pills' and the clear buttons are the picker's own, out of the tab order and hidden from
    // assistive technology (the picker's keys remove values): they are found as the pointer finds them.
    const removeError = screen.getByText('ERROR').parentElement?.querySelector('button');
    if (!removeError) throw new Error('the ERROR pill has no remove button');
    await user.click(removeError);
    expect(chosen.statuses).toEqual([['DONE']]);
    expect(screen.queryByText('ERROR')).not.toBeInTheDocument();

    const clearRobot = robot().parentElement?.querySelector('button');
    if (!clearRobot) throw new Error('the robot picker has no clear button');
    await user.click(clearRobot);
    expect(chosen.robot).toEqual([null]);
    expect(robot()).toHaveValue('');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
