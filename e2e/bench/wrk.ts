/**
 * Runs Debian's wrk (`/usr/bin/wrk`, or `WRK_PATH`) once and reads its report: requests per second,
 * the latency percentiles of `--latency`, and the answers that were not a success (wrk counts them
 * but does not stop on them, so a target answering errors fast would otherwise look fast).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const wrkPath = process.env.WRK_PATH ?? '/usr/bin/wrk';

export interface WrkRun {
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly connections: number;
  readonly threads: number;
  readonly seconds: number;
}

export interface WrkReport {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  /** Answers with a status of 400 or more. */
  readonly failures: number;
  /** Connect, read, write errors and timeouts, all together. */
  readonly socketErrors: number;
}

const unitMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function durationMs(text: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? '');
  if (match === null) return Number.NaN;
  return Number(match[1]) * (unitMs[match[2] ?? ''] ?? Number.NaN);
}

export function parseWrk(output: string): WrkReport {
  const percentile = (p: string) => durationMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1]);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN),
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? Number.NaN),
    failures: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: socket === null ? 0 : socket.slice(1).reduce((sum, n) => sum + Number(n), 0),
  };
}

export async function runWrk(options: WrkRun): Promise<WrkReport> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const { stdout } = await run(
    wrkPath,
    [
      `-t${options.threads}`,
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '--latency',
      ...headerArgs,
      options.url,
    ],
    // Bounded: wrk stops itself after its duration; this is for a wrk that hangs.
    { timeout: (options.seconds + 15) * 1000 },
  );
  return parseWrk(stdout);
}
