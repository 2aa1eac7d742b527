import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { mantineStylesPerComponent } from './server/node/mantine-styles-plugin.ts';
import { precompress } from './server/node/precompress-plugin.ts';
import { demoDatabaseTemplate } from './src/mocks/node/demo-database-plugin.ts';
import { robotConsoleServer } from './server/node/vite-plugin.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    mode === 'mock' ? demoDatabaseTemplate() : robotConsoleServer(),
    mantineStylesPerComponent(),
    precompress(),
  ],
  resolve: { alias: { '@': src } },
  build: {
    // The app goes to dist/app and the server (`vite build --ssr server/node/main.ts`) to dist/server, so
    // the directory the server publishes never holds the server's own code.
    outDir: isSsrBuild === true ? 'dist/server' : 'dist/app',
    // The server's build is not a web page: public/ (favicon, service worker) belongs to the app only.
    copyPublicDir: isSsrBuild !== true,
    // Source maps stay off in production: they would publish the source, not only the bundle.
    sourcemap: false,
    // Which files each page loads (dist/app/.vite/manifest.json), read by the bundle budget's check of
    // this very build in `npm test`; the server never sends a dotfile.
    manifest: isSsrBuild !== true,
    // The first page's chunk holds React, the router, Mantine (the preferences' dropdown too),
    // react-hook-form and zod: about 680 kB minified (200 KiB gzip). bench:bundle watches what is sent.
    chunkSizeWarningLimit: 700,
    // Few files, each compressed whole (a small file compresses worse, and each costs a request): the
    // first page's code in one chunk, the code three or more lazy modules share (the signed-in pages'
    // common parts) in another, and each page's own. Rolldown's default made one chunk of every set of
    // sharers: 50 to 60 files, some of a few hundred bytes, per signed-in page.
    rolldownOptions:
      isSsrBuild === true
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'first', tags: ['$initial' as const] },
                  { name: 'shared', minShareCount: 3 },
                ],
              },
            },
          },
  },
  // The mock mode's database: PGlite loads its WebAssembly and data files next to its own module, which
  // pre-bundling would move; it runs in a module worker shared by the tabs.
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  // `npm start` serves the demo's build at the address the dev server has (the README's).
  preview: { host: '127.0.0.1', port: 5173 },
}));
