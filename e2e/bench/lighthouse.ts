/**
 * `npm run bench:lighthouse [-- --pages /run,/queue --languages en,pt-BR --runs 1]`: Lighthouse (desktop
 * preset) on every page of the built console, signed in, in English and in Brazilian Portuguese: the
 * production build (`npm run build`) behind the real server (embedded store, a DATA_DIR of its own) in
 * front of the fake upstream, all on 127.0.0.1, driven by Debian's Chromium. Prints the four scores per
 * page and language and, for every score under 1, the audits that cost it. Figures, no verdict.
 *
 * Lighthouse is fetched on demand at a pinned version (`npm exec`), not kept among the project's
 * dependencies: 176 MB for a benchmark that CI never runs. Lighthouse 13 declares Node 22, but runs on
 * this project's Node 20. Bounded: each run is stopped after five minutes (a loaded machine is slow, not failed).
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { csrfHeader } from '../../src/api/csrf';
import { demoAccount, demoRuntimeId } from '../../src/mocks/simulator/demo';
import { startFakeUpstream } from '../../src/mocks/node/fake-upstream-server';
import { startServerProcess } from '../../server/testing/server-process';
import { everyPage } from '../support/fixtures';
import { executionPath, pages as pagePaths } from '../../src/lib/pages';

const lighthouseVersion = '13.5.0';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = promisify(execFile);

const { values: flags } = parseArgs({
  options: {
    pages: { type: 'string' },
    languages: { type: 'string', default: 'en,pt-BR' },
    runs: { type: 'string', default: '1' },
    // Keep each run's whole JSON report in this folder, to read what the summary leaves out.
    reports: { type: 'string' },
  },
});
const runs = Number(flags.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 5) {
  console.error('bench:lighthouse: --runs must be a whole number from 1 to 5');
  process.exit(2);
}
const languages = flags.languages.split(',').filter((language) => language === 'en' || language === 'pt-BR');

// Fetched (or found in npm's cache) once, before anything is measured.
const lighthouseCommand = ['exec', '--yes', `--package=lighthouse@${lighthouseVersion}`, '--', 'lighthouse'];
await run('npm', [...lighthouseCommand, '--version'], { timeout: 600_000 });

const upstream = await startFakeUpstream({});
const server = await startServerProcess({
  upstreamUrl: upstream.url,
  builtEntry: 'dist/server/main.js',
  env: { STATIC_DIR: path.resolve('dist/app'), REPORTING_API_KEY: 'bench-reporting-key' },
});
const work = mkdtempSync(path.join(tmpdir(), 'robot-console-lighthouse-'));

async function stop(): Promise<void> {
  server.cleanup();
  await upstream.close();
  rmSync(work, { recursive: true, force: true });
}
process.on('SIGINT', () => void stop().then(() => process.exit(130)));

try {
  const signIn = await fetch(`${server.base}/session`, {
    method: 'POST',
    headers: { ...csrfHeader, 'Content-Type': 'application/json' },
    body: JSON.stringify(demoAccount),
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  // An execution to show, ended, with logs and a return value.
  const started = await fetch(
    `${server.base}/orchestrator/api/integration/v2/run/${demoRuntimeId}/invoice-bot`,
    {
      method: 'POST',
      headers: { ...csrfHeader, Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ variables: [{ name: 'batch', type: 'text', value: 'NOV' }] }),
    },
  );
  const { id } = (await started.json()) as { id: string };
  // The sweeps' list of signed-in pages (e2e/support/fixtures.ts), the sign-in page and an execution.
  const pages = flags.pages?.split(',') ?? [
    pagePaths.login,
    ...everyPage,
    executionPath({ computerId: demoRuntimeId, executionId: id }),
  ];
  const headersFile = path.join(work, 'headers.json');
  writeFileSync(headersFile, JSON.stringify({ Cookie: cookie }));

  interface Scores {
    readonly scores: Record<string, number>;
    readonly lost: string[];
  }

  async function lighthouse(page: string, language: string, index: number): Promise<Scores> {
    const output = path.join(work, `report-${index}.json`);
    const chromeFlags = [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--lang=${language}`,
      `--accept-lang=${language}`,
    ].join(' ');
    // Lighthouse now and then fails to record a page's trace (NO_NAVSTART): such a run is tried again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await run(
          'npm',
          [
            ...lighthouseCommand,
            `${server.base}${page}`,
            '--preset=desktop',
            '--output=json',
            `--output-path=${output}`,
            `--chrome-flags=${chromeFlags}`,
            '--quiet',
            // The sign-in page is measured signed out; every other page with the session.
            ...(page === pagePaths.login ? [] : [`--extra-headers=${headersFile}`]),
          ],
          { env: { ...process.env, CHROME_PATH: chromium }, timeout: 300_000, maxBuffer: 16 * 1024 * 1024 },
        );
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        console.error(`bench:lighthouse: ${page} (${language}) failed, trying again (${attempt} of 2)`);
      }
    }
    if (flags.reports !== undefined) {
      mkdirSync(flags.reports, { recursive: true });
      const name = `${language}${page.replaceAll('/', '_').replaceAll('%', '')}-${index}.json`;
      copyFileSync(output, path.join(flags.reports, name));
    }
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
      audits: Record<
        string,
        { title: string; score: number | null; displayValue?: string; details?: { items?: unknown[] } }
      >;
    };
    const scores: Record<string, number> = {};
    const lost: string[] = [];
    for (const [name, category] of Object.entries(report.categories)) {
      scores[name] = category.score ?? 0;
      if ((category.score ?? 0) >= 1) continue;
      for (const ref of category.auditRefs) {
        const audit = report.audits[ref.id];
        if (audit === undefined || audit.score === null || audit.score >= 1) continue;
        if (ref.weight === 0 && name !== 'best-practices') continue;
        lost.push(`${name}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        // What a best-practices audit found (the console's errors, the Issues panel's entries), in brief.
        if (name === 'best-practices') {
          for (const item of audit.details?.items?.slice(0, 3) ?? [])
            lost.push(`    ${JSON.stringify(item).slice(0, 300)}`);
        }
      }
    }
    return { scores, lost };
  }

  const columns = ['performance', 'accessibility', 'best-practices', 'seo'];
  console.log(
    `Lighthouse ${lighthouseVersion}, desktop preset, ${runs} run(s) per page (the lowest score is kept)`,
  );
  console.log(`| language | page | ${columns.join(' | ')} |`);
  console.log(`|---|---|${columns.map(() => '---').join('|')}|`);
  const notes: string[] = [];
  let index = 0;
  for (const language of languages) {
    for (const page of pages) {
      const results: Scores[] = [];
      for (let round = 0; round < runs; round += 1) results.push(await lighthouse(page, language, index++));
      const worst = (name: string) => Math.min(...results.map((result) => result.scores[name] ?? 0));
      const shown = page.startsWith('/executions/') ? '/executions/:id' : page;
      console.log(
        `| ${language} | ${shown} | ${columns.map((name) => worst(name).toFixed(2)).join(' | ')} |`,
      );
      for (const line of new Set(results.flatMap((result) => result.lost)))
        notes.push(`${language} ${shown}: ${line}`);
    }
  }
  if (notes.length > 0) {
    console.log('\nWhat costs points:');
    for (const note of notes) console.log(`  ${note}`);
  }
} finally {
  await stop();
}
