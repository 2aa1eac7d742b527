/**
 * The demo's database template (demo-database-dump.ts), served by the mock mode: a file of the demo's
 * build, and an answer of the dev server (`npm run dev:mock`). It is read (or made) once per build or dev
 * server, from its start, beside the bundling rather than after it.
 */
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { demoDatabaseTemplatePath } from '../simulator/demo.ts';
import { cachedTemplate, templateKey } from './demo-database-cache.ts';
import type * as DumpModule from './demo-database-dump';

/** Made once per version of the schema, and kept with the other build caches (demo-database-cache.ts). */
async function template(root: string): Promise<Uint8Array<ArrayBuffer>> {
  // The dump's code is the server's storage, in TypeScript: loaded through Vite's module runner, so the
  // config file stays small and only the mock mode loads it.
  const make = () =>
    runnerImport<typeof DumpModule>('/src/mocks/node/demo-database-dump.ts', {
      configFile: false,
      logLevel: 'warn',
    }).then(({ module }) => module.dumpDemoDatabase());
  const cache = path.join(root, 'node_modules', '.cache', 'robot-console');
  return cachedTemplate(cache, await templateKey(root), make);
}

export function demoDatabaseTemplate(): Plugin {
  let dump: Promise<Uint8Array<ArrayBuffer>> | undefined;
  let root = process.cwd();
  const made = () => (dump ??= template(root));
  return {
    name: 'robot-console-demo-database',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      if (this.environment.config.command === 'build') void made().catch(() => undefined);
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: demoDatabaseTemplatePath.slice(1), source: await made() });
    },
    configureServer(server) {
      // Made while the page's code is still on its way, not when the page asks.
      void made().catch((error: unknown) => server.config.logger.error(`demo database: ${String(error)}`));
      server.middlewares.use(demoDatabaseTemplatePath, (_request, response, next) => {
        made().then((bytes) => {
          response.setHeader('Content-Type', 'application/gzip');
          response.end(bytes);
        }, next);
      });
    },
  };
}
