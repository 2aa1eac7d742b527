import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './server/node/precompress-plugin.ts';
import { demoDatabaseTemplate } from './src/mocks/demo-database-plugin.ts';
import { robotConsoleServer } from './server/node/vite-plugin.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Mantine's styles per component, in a build: each component's own stylesheet
 * (`@mantine/core/styles/<Name>.css`) is imported by the module that holds its class names, so it comes
 * with the component's code (in its chunk, after the styles of the components it is built on) and a page
 * loads the styles of what it can show, not the whole 35 KiB stylesheet. main.tsx imports the styles no
 * component holds (baseline, CSS variables, global classes). The dev server pre-bundles Mantine, where
 * no per-module hook reaches: there main.tsx loads the whole stylesheet instead. It matches Mantine's
 * internal paths, and earns it: without it (`npm run bench:bundle`, 2026-11-27) the sign-in page sends
 * 24.5 KiB gzip more (243.3 instead of 218.8, 1.26× the hello-world) and every signed-in page about 16.
 */
function mantineStylesPerComponent(): Plugin {
  const classesModule = /\/@mantine\/core\/esm\/(?:[^/]+\/)+([A-Za-z]+)\.module\.mjs$/;
  return {
    name: 'robot-console-mantine-styles',
    apply: 'build',
    transform(code, id) {
      const name = classesModule.exec(id)?.[1];
      return name === undefined
        ? null
        : { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}

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
