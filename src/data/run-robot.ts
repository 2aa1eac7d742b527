/**
 * Starting a robot: which of the three run calls is used, and the exact request it sends. The run
 * form's preview and the call itself both come from `buildRunRequest`, so what is shown is what is sent.
 */
import { api } from './browser-client';
import { buildPath, endpoints } from '@/api/endpoints';
import type { RunVariable } from '@/api/schemas';

export type RunApiVersion = 'v1' | 'v2';

export interface RunInput {
  readonly computerId: string;
  readonly robotId: string;
  readonly apiVersion: RunApiVersion;
  /** `null`: the robot's default parameters (v2 POST without a body, v1 GET). */
  readonly variables: readonly RunVariable[] | null;
}

export interface RunRequest {
  readonly endpointNumber: number;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** `undefined`: no body is sent. */
  readonly body: { variables: RunVariable[] } | undefined;
}

export function buildRunRequest(input: RunInput): RunRequest {
  const params = { computerId: input.computerId, robotId: input.robotId };
  const body = input.variables === null ? undefined : { variables: [...input.variables] };
  const def =
    input.apiVersion === 'v2'
      ? endpoints.runV2
      : input.variables === null
        ? endpoints.runV1Defaults
        : endpoints.runV1;
  return { endpointNumber: def.number, method: def.method, path: buildPath(def.path, params), body };
}

/** Starts the robot and returns the execution id. */
export async function runRobot(input: RunInput, signal?: AbortSignal): Promise<string> {
  const params = { computerId: input.computerId, robotId: input.robotId };
  const options = signal === undefined ? undefined : { signal };
  if (input.apiVersion === 'v2') {
    return api.runV2(params, input.variables === null ? undefined : input.variables, options);
  }
  return input.variables === null
    ? api.runV1Defaults(params, options)
    : api.runV1(params, input.variables, options);
}
