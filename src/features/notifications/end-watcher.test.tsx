import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { journalQuerySchema } from '@/api/workspace/journal';
import { executionPath } from '@/lib/pages';
import { languageChoiceStore } from '@/lib/locale';
import { demoAccount, demoRuntimeId } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';

const encoder = new TextEncoder();
const colleague = 'colleague@robot-console.test';
const everything = journalQuerySchema.parse({});

/**
 * A colleague's run (or another of `username`'s), recorded by the server as it relayed it for them. They
 * are signed in on their own machine: the server follows a run only with its starter's own session.
 */
async function colleagueRuns(
  sim: Simulator,
  workspace: Awaited<ReturnType<typeof renderSignedIn>>['workspace'],
  robotId: string,
  at: number,
  username = colleague,
): Promise<string> {
  const issued = sim.login(demoAccount.username, demoAccount.password);
  if (issued === undefined) throw new Error('the demo account was refused');
  await workspace.sessions.set(`session-of-${username}-${String(at)}`, {
    username,
    token: issued.token,
    createdAt: Date.now(),
    expiresAt: Date.now() + 3_600_000,
  });
  const id = sim.startExecution(demoRuntimeId, robotId, null);
  await workspace.recorder.record({
    endpoint: 'runV2',
    params: { computerId: demoRuntimeId, robotId },
    requestBody: undefined,
    status: 200,
    answerBody: encoder.encode(JSON.stringify({ id })),
    username,
    at,
  });
  return id;
}

/** The Notification API of a browser that asks the operator, who allows it. */
function browserNotifications() {
  const shown: { title: string; body: string | undefined }[] = [];
  class FakeNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission = vi.fn(() => {
      FakeNotification.permission = 'granted';
      return Promise.resolve('granted' as const);
    });
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  return shown;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('end notices', () => {
  it('tell the operator of their own runs by default, and of the team’s failures when chosen, once each', async () => {
    let clock = Date.now();
    const sim = new Simulator({ now: () => clock });
    // A browser that can show notifications, and will once the operator allows them.
    const shown = browserNotifications();
    const { workspace, user, router } = await renderSignedIn('/run', sim);

    await colleagueRuns(sim, workspace, 'failing-bot', clock);
    await user.type(screen.getByRole('combobox', { name: /Runtime ID/ }), demoRuntimeId);
    await user.type(screen.getByRole('combobox', { name: /Robot ID/ }), 'invoice-bot');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/executions\//));
    const mine = decodeURIComponent(router.state.location.pathname.split('/').at(-1) ?? '');
    // The operator sees it queued, then goes elsewhere: the page has read it before it ends. (A read
    // that is the first to see an execution, already ended, makes it known without a notice; the
    // stream's word of that same end is then not news.)
    expect(await screen.findByText('PENDENT')).toBeInTheDocument();
    await router.navigate('/catalog');
    // Elsewhere once the catalog is on screen: until then the execution's page is still the one shown
    // (the next page loads in a transition), where its end is told by the page, not by a notice.
    await screen.findByRole('heading', { name: 'Catalog', level: 1 });

    clock += sim.timing.queueMs + sim.timing.runMs + 1;
    expect(await screen.findByText('invoice-bot ended: SUCCESS')).toBeInTheDocument();
    // The notice is narrow: the id is shown by its start and its end, whole on hover.
    const body = screen.getByText(`Execution ${mine.slice(0, 6)}…${mine.slice(-4)} on RUNTIME-01`, {
      exact: false,
    });
    expect(body).toHaveAttribute(
      'title',
      `Execution ${mine} on RUNTIME-01, started by ${demoAccount.username}.`,
    );
    // The server followed the colleague's run too, but it is not this operator's.
    await waitFor(async () =>
      expect((await workspace.journal.list({ ...everything, active: true }, colleague)).total).toBe(0),
    );
    expect(screen.queryByText('failing-bot ended: ERROR')).not.toBeInTheDocument();

    // Failures only, the team's: a colleague's failure is heard, with the tab in the background too.
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const menu = await screen.findByRole('dialog');
    await user.click(within(menu).getByRole('radio', { name: 'The team’s failures only' }));
    await user.click(within(menu).getByRole('switch', { name: /Also as browser notifications/ }));
    await waitFor(() => expect(within(menu).getByRole('switch')).toBeChecked());
    await user.keyboard('{Escape}');

    const failed = await colleagueRuns(sim, workspace, 'failing-bot', clock);
    clock += sim.timing.queueMs + sim.timing.runMs + 1;
    expect(await screen.findByText('failing-bot ended: ERROR')).toBeInTheDocument();
    await waitFor(() => expect(shown.map((notice) => notice.title)).toEqual(['failing-bot ended: ERROR']));
    expect(shown[0]?.body).toContain(failed);

    // The server says the ended run changed again (the service now gives a return value): the operator,
    // on its page, sees it arrive, and hears of the end no second time (a failure's notice stays until
    // closed, and a browser notification is never taken back: both are counted whole).
    await router.navigate(executionPath({ computerId: demoRuntimeId, executionId: failed }));
    const result = sim.executionResult(demoRuntimeId, failed);
    if (result === undefined) throw new Error('the simulator forgot the failed run');
    await workspace.recorder.record({
      endpoint: 'executionResult',
      params: { computerId: demoRuntimeId, executionId: failed },
      requestBody: undefined,
      status: 200,
      answerBody: encoder.encode(JSON.stringify({ ...result, returnValue: 'Said again.' })),
      username: colleague,
      at: clock,
    });
    expect(await screen.findByText('Said again.', { exact: false })).toBeVisible();
    expect(screen.getAllByText('failing-bot ended: ERROR')).toHaveLength(1);
    expect(shown.map((notice) => notice.title)).toEqual(['failing-bot ended: ERROR']);
  });

  it('speak Brazilian Portuguese, in the page and in the browser’s notification, and show what the service sent as it is', async () => {
    languageChoiceStore.set('pt-BR');
    let clock = Date.now();
    const sim = new Simulator({ now: () => clock });
    const shown = browserNotifications();
    const { workspace, user } = await renderSignedIn('/activity', sim);

    await user.click(screen.getByRole('button', { name: 'Notificações' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByRole('radiogroup', { name: 'Avisar quando estas terminarem' })).toBeVisible();
    expect(within(menu).getByRole('radio', { name: 'Minhas execuções' })).toBeChecked();
    expect(within(menu).getByRole('radio', { name: 'Só as falhas da equipe' })).not.toBeChecked();
    await user.click(within(menu).getByRole('switch', { name: /Também como notificações do navegador/ }));
    await waitFor(() => expect(within(menu).getByRole('switch')).toBeChecked());
    await user.keyboard('{Escape}');

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    // Started by this operator (in another tab, say): one of "my executions".
    const id = await colleagueRuns(sim, workspace, 'invoice-bot', clock, demoAccount.username);
    clock += sim.timing.queueMs + sim.timing.runMs + 1;

    const body = `Execução ${id} em ${demoRuntimeId}, iniciada por ${demoAccount.username}.`;
    // The notice is found by its execution's id (short in the page, whole in its tooltip and in the
    // browser's notification).
    const shortBody = `Execução ${id.slice(0, 6)}…${id.slice(-4)} em ${demoRuntimeId}`;
    const message = await screen.findByText(shortBody, { exact: false });
    expect(message).toHaveAttribute('title', body);
    const notice = message.closest<HTMLElement>('[role="alert"]');
    if (notice === null) throw new Error('The end notice is not an alert');
    expect(within(notice).getByText('invoice-bot terminou: SUCCESS')).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Abrir' })).toHaveAttribute(
      'href',
      executionPath({ computerId: demoRuntimeId, executionId: id }),
    );
    await waitFor(() => expect(shown).toEqual([{ title: 'invoice-bot terminou: SUCCESS', body }]));
  });

  it('stay off the ended execution’s own page, which says it already (and keeps its Copy and Download in view)', async () => {
    let clock = Date.now();
    const sim = new Simulator({ now: () => clock });
    const { workspace, user, router } = await renderSignedIn('/run', sim);

    await user.type(screen.getByRole('combobox', { name: /Runtime ID/ }), demoRuntimeId);
    await user.type(screen.getByRole('combobox', { name: /Robot ID/ }), 'invoice-bot');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/executions\//));
    const onScreen = decodeURIComponent(router.state.location.pathname.split('/').at(-1) ?? '');
    // Another run of this operator's (from another tab, say), which ends at the same moment.
    const other = await colleagueRuns(sim, workspace, 'failing-bot', clock, demoAccount.username);
    // The operator is on the execution's page (not on its way there) when both end.
    expect(await screen.findByText('Shown here when the execution ends.')).toBeVisible();

    clock += sim.timing.queueMs + sim.timing.runMs + 1;
    // The other run's end is told; the one on screen shows its end and its return value itself (each
    // notice is found by its whole text, in its tooltip: the two short ids could look alike).
    const noticeOf = (id: string) =>
      `Execution ${id} on ${demoRuntimeId}, started by ${demoAccount.username}.`;
    expect(await screen.findByTitle(noticeOf(other))).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copy return value' })).toBeVisible();
    expect(screen.queryByTitle(noticeOf(onScreen))).not.toBeInTheDocument();
  });
});
