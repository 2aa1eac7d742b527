/**
 * Links that open the run form filled in, the one way other pages hand work to it (features do not
 * import each other): `/run?from=<computerId>/<executionId>` fills it with the inputs of an execution of
 * the team's journal, `/run?robot=<robotId>` picks a robot of the team's catalog (with `&runtime=<computerId>`,
 * a Runtime too). The run page reads the parameters once, then removes them from the address, so a
 * reload does not fill the form again.
 */
import { pages, withQuery } from './pages';
import { idProblem } from '@/api/ids';

const runFromParam = 'from';
const runRobotParam = 'robot';
const runRuntimeParam = 'runtime';

/** The run form filled with the inputs of this execution (an id never holds a "/", see ids.ts). */
export function runFromExecutionPath(e: { computerId: string; executionId: string }): string {
  return withQuery(pages.run, new URLSearchParams({ [runFromParam]: `${e.computerId}/${e.executionId}` }));
}

/** The run form with this catalog robot picked, its variables template filled in, and this Runtime. */
export function runWithRobotPath(robotId: string, computerId?: string): string {
  const params = new URLSearchParams({ [runRobotParam]: robotId });
  if (computerId !== undefined) params.set(runRuntimeParam, computerId);
  return withQuery(pages.run, params);
}

/**
 * The Runtime a robot of the catalog is run on when nobody has to choose: the catalog's only one.
 * With several (or none), the operator picks it on the run form.
 */
export function onlyRuntime(runtimes: readonly { computerId: string }[] | undefined): string | undefined {
  return runtimes?.length === 1 ? runtimes[0]?.computerId : undefined;
}

/** What a run link asks the run form to do; `not-an-execution` when `from` cannot name one. */
export type RunLink =
  | { readonly kind: 'execution'; readonly computerId: string; readonly executionId: string }
  | { readonly kind: 'robot'; readonly robotId: string; readonly computerId?: string }
  | { readonly kind: 'not-an-execution'; readonly value: string };

/** The request of a run link's parameters, or `undefined` when there is none. */
export function readRunLink(params: URLSearchParams): RunLink | undefined {
  const from = params.get(runFromParam);
  if (from !== null) {
    const slash = from.indexOf('/');
    const computerId = from.slice(0, slash);
    const executionId = from.slice(slash + 1);
    if (slash < 0 || idProblem(computerId) !== undefined || idProblem(executionId) !== undefined) {
      return { kind: 'not-an-execution', value: from };
    }
    return { kind: 'execution', computerId, executionId };
  }
  const robotId = params.get(runRobotParam);
  if (robotId === null || robotId.trim() === '') return undefined;
  // A Runtime that cannot be an id is left out: the operator types one.
  const computerId = params.get(runRuntimeParam);
  return computerId === null || idProblem(computerId) !== undefined
    ? { kind: 'robot', robotId }
    : { kind: 'robot', robotId, computerId };
}

/** The parameters without the run link's, for the address the form leaves behind once filled. */
export function withoutRunLink(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(runFromParam);
  rest.delete(runRobotParam);
  rest.delete(runRuntimeParam);
  return rest;
}
