/**
 * Runs the fake upstream for end-to-end tests or by hand:
 *   npx tsx src/mocks/node/fake-upstream-main.ts [port]
 * Port: the argument, else FAKE_UPSTREAM_PORT, else a free one. API key: FAKE_UPSTREAM_API_KEY, else
 * the demo key. Prints one line with its URL, which serves both upstreams and `/__control/`.
 */
import { demoApiKey } from '../simulator/demo';
import { startFakeUpstream } from './fake-upstream-server';

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`fake upstream: "${raw}" is not a port number (0-65535).`);
    process.exit(2);
  }
  return port;
}

const port = parsePort(process.argv[2] ?? process.env.FAKE_UPSTREAM_PORT);
const apiKey = process.env.FAKE_UPSTREAM_API_KEY ?? demoApiKey;
const upstream = await startFakeUpstream({ port, apiKey });
console.log(`Fake upstream listening on ${upstream.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void upstream.close().then(() => process.exit(0));
  });
}
