import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStylesheetOf } from './mantine-styles-plugin';

const require = createRequire(import.meta.url);
// The package's CommonJS entry (cjs/index.cjs) sits beside the ES modules' folder.
const mantineEsm = path.resolve(require.resolve('@mantine/core'), '../../esm');

// The build reads Mantine's own file layout (not its public API): this fails when an upgrade changes it,
// before a build ships pages without their components' styles.
describe("Mantine's styles per component", () => {
  const classModules = readdirSync(mantineEsm, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.mjs'))
    .map((file) => path.join(mantineEsm, file));

  it('finds the class names of the components the console shows', () => {
    const names = classModules.map((file) => path.basename(file, '.module.mjs'));
    expect(names).toEqual(expect.arrayContaining(['Button', 'Input', 'Table', 'Modal', 'Badge', 'Paper']));
  });

  it('maps every component holding class names to a stylesheet Mantine publishes', () => {
    const missing = classModules.filter((file) => {
      const stylesheet = mantineStylesheetOf(file);
      return stylesheet === undefined || !existsSync(require.resolve(stylesheet));
    });
    expect(missing).toEqual([]);
  });

  it('leaves every other module alone', () => {
    expect(mantineStylesheetOf(path.join(mantineEsm, 'components/Button/Button.mjs'))).toBeUndefined();
    expect(mantineStylesheetOf('/work/src/features/queue/queue.module.css')).toBeUndefined();
  });
});
