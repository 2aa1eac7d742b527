/**
 * `npm run bench:suite [-- --busy 2] [-- --here]`: what `npm test` costs a newcomer. Clones the committed
 * HEAD into a temporary directory, installs it (`npm ci`, timed apart), then runs `npm test`'s steps one
 * by one, as package.json's `test` script lists them, and prints each step's time and the ten slowest
 * test files of the unit suite and of the Playwright suites.
 *
 * `--busy N` keeps N processes spinning on the cores for the whole run (`yes > /dev/null`, as a CI machine
 * shared with other work would be); `--here` runs in this checkout instead of a clone (no install).
 * Bounded: each step stops after 30 minutes; the clone and the busy processes are removed at the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { busy: { type: 'string', default: '0' }, here: { type: 'boolean', default: false } },
});
const busy = Number(values.busy);
const root = fileURLToPath(new URL('../..', import.meta.url));
const stepLimitMs = 30 * 60_000;

interface FileTime {
  readonly file: string;
  readonly seconds: number;
}

/** Runs a command in `cwd`, its output shown as it comes; resolves with its exit code and seconds. */
function timed(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const started = performance.now();
  return new Promise<{ code: number | null; seconds: number }>((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    const limit = setTimeout(() => child.kill('SIGTERM'), stepLimitMs);
    child.once('exit', (code) => {
      clearTimeout(limit);
      resolve({ code, seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** The slowest files of a Vitest JSON report. */
function vitestFiles(report: string): FileTime[] {
  const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as {
    testResults: { name: string; startTime: number; endTime: number }[];
  };
  return testResults.map((result) => ({
    file: result.name,
    seconds: (result.endTime - result.startTime) / 1000,
  }));
}

interface PlaywrightSuite {
  readonly file: string;
  readonly specs?: { tests: { results: { duration: number }[] }[] }[];
  readonly suites?: PlaywrightSuite[];
}

/** The files of a Playwright JSON report, each with the time of its tests added up. */
function playwrightFiles(report: string): FileTime[] {
  const { suites } = JSON.parse(readFileSync(report, 'utf8')) as { suites: PlaywrightSuite[] };
  const byFile = new Map<string, number>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          byFile.set(suite.file, (byFile.get(suite.file) ?? 0) + result.duration / 1000);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites) walk(suite);
  return [...byFile].map(([file, seconds]) => ({ file, seconds }));
}

function slowest(files: FileTime[], dir: string): string {
  return [...files]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10)
    .map(
      ({ file, seconds }) =>
        `    ${seconds.toFixed(1).padStart(6)} s  ${path.relative(dir, path.resolve(dir, file))}`,
    )
    .join('\n');
}

const spinners: ChildProcess[] = [];
let dir = root;
const reports = mkdtempSync(path.join(tmpdir(), 'robot-console-suite-'));
const cleanup = () => {
  for (const spinner of spinners) spinner.kill('SIGKILL');
  rmSync(reports, { recursive: true, force: true });
  if (dir !== root) rmSync(dir, { recursive: true, force: true });
};
process.once('SIGINT', () => {
  cleanup();
  process.exit(130);
});

const lines: string[] = [];
let failed = false;
try {
  if (!values.here) {
    dir = mkdtempSync(path.join(tmpdir(), 'robot-console-clone-'));
    const clone = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', root, dir], { stdio: 'inherit' });
    if (clone.status !== 0) throw new Error('git clone failed');
    const install = await timed(dir, 'npm', ['ci', '--no-audit', '--no-fund']);
    if (install.code !== 0) throw new Error('npm ci failed');
    lines.push(`npm ci (not part of npm test)  ${install.seconds.toFixed(0)} s`);
  }
  for (let i = 0; i < busy; i += 1) {
    spinners.push(spawn('sh', ['-c', 'exec yes > /dev/null'], { stdio: 'ignore' }));
  }
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  // Each step as package.json says it: `npm run <script> [-- arguments]`.
  const steps = (manifest.scripts.test ?? '').split('&&').map((step) =>
    step
      .trim()
      .replace(/^npm run /, '')
      .split(/\s+/),
  );
  let total = 0;
  for (const [script = '', ...args] of steps) {
    const step = script;
    const unit = path.join(reports, 'unit.json');
    const e2e = path.join(reports, 'e2e.json');
    // The suites' own reporters, plus a JSON report of each file's time.
    const extra =
      step === 'test:unit'
        ? ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${unit}`]
        : step === 'test:e2e'
          ? ['--', '--reporter=list,json']
          : args;
    const result = await timed(dir, 'npm', ['run', step, ...extra], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2e });
    total += result.seconds;
    lines.push(
      `${step.padEnd(14)} ${result.seconds.toFixed(0).padStart(5)} s${result.code === 0 ? '' : '  FAILED'}`,
    );
    failed ||= result.code !== 0;
    try {
      if (step === 'test:unit') lines.push(slowest(vitestFiles(unit), dir));
      if (step === 'test:e2e') lines.push(slowest(playwrightFiles(e2e), path.join(dir, 'e2e')));
    } catch {
      lines.push('    (no report)');
    }
  }
  lines.push(`npm test       ${total.toFixed(0).padStart(5)} s`);
} finally {
  cleanup();
}

console.log(
  `\nbench:suite on ${cpus().length} cores, ${busy} busy process(es) beside it, 1-min load at the end ${loadavg()[0]?.toFixed(1)}\n`,
);
console.log(lines.join('\n'));
process.exit(failed ? 1 : 0);
