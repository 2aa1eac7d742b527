/**
 * The demo's database template (demo-database-dump.ts), served by the mock mode: a file of the demo's
 * build, and an answer of the dev server (`npm run dev:mock`). It is made once per build or dev server,
 * from its start, beside the bundling rather than after it.
 */
import { runnerImport, type Plugin } from 'vite';
import { demoDatabaseTemplatePath } from './demo.ts';
import type * as DumpModule from './demo-database-dump';

export function demoDatabaseTemplate(): Plugin {
  let dump: Promise<Uint8Array<ArrayBuffer>> | undefined;
  // The dump's code is the server's storage, in TypeScript: loaded through Vite's module runner, so the
  // config file stays small and only the mock mode loads it.
  const made = () =>
    (dump ??= runnerImport<typeof DumpModule>('/src/mocks/demo-database-dump.ts', {
      configFile: false,
      logLevel: 'warn',
    }).then(({ module }) => module.dumpDemoDatabase()));
  return {
    name: 'robot-console-demo-database',
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
