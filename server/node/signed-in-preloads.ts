/**
 * What every signed-in page loads after the app's entry (the shell: navigation, header, notices; the
 * schedule notices' layout; the code they share), named in the document of a browser that brings a
 * session cookie, so the browser fetches it beside the entry instead of once the entry has run: a wave
 * of requests less before any signed-in page draws (issue 34, Lighthouse). A signed-out visit (the
 * sign-in page) gets the document as built, fetching nothing it does not show.
 *
 * The chunks' names come from the build's manifest (`dist/app/.vite/manifest.json`); a build without one
 * (the dev server, a test directory) preloads nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from '../../src/api/zod';

/** The layout routes every signed-in page sits in (src/app/routes.tsx), by their source files. */
export const signedInLayoutModules = [
  'src/app/shell.tsx',
  'src/features/schedules/schedule-notices.tsx',
] as const;

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);

/** The `<link>` tags to put in a signed-in browser's document, or '' when the build has no manifest. */
export function signedInPreloads(staticDir: string): string {
  let raw: string;
  try {
    raw = readFileSync(path.join(staticDir, '.vite', 'manifest.json'), 'utf8');
  } catch {
    return '';
  }
  const parsed = manifestSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) return '';
  const manifest = parsed.data;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry is in the document already.
    if (chunk === undefined || chunk.isEntry === true || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of signedInLayoutModules) visit(key);
  return [
    ...[...styles].map((file) => `<link rel="preload" as="style" href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" href="/${file}">`),
  ].join('');
}
