/** A build step of vite.config.ts: Mantine's styles per component (below). */
import type { Plugin } from 'vite';

const classesModule = /\/@mantine\/core\/esm\/(?:[^/]+\/)+([A-Za-z]+)\.module\.mjs$/;

/**
 * The stylesheet of the Mantine component whose class names the module at `id` holds, e.g.
 * `@mantine/core/styles/Button.css` for `…/@mantine/core/esm/components/Button/Button.module.mjs`.
 * Mantine's own file layout, not its public API: mantine-styles-plugin.embedded.test.ts fails when it
 * changes.
 */
export function mantineStylesheetOf(id: string): string | undefined {
  const name = classesModule.exec(id)?.[1];
  return name === undefined ? undefined : `@mantine/core/styles/${name}.css`;
}

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
export function mantineStylesPerComponent(): Plugin {
  return {
    name: 'robot-console-mantine-styles',
    apply: 'build',
    transform(code, id) {
      const stylesheet = mantineStylesheetOf(id);
      return stylesheet === undefined ? null : { code: `import '${stylesheet}';\n${code}`, map: null };
    },
  };
}
