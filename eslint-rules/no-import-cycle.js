/**
 * No import cycle among the project's own modules, not even a type-only or a late (`import()`) one.
 * import-x's `no-cycle` skips type imports, yet a cycle of types is still two modules that cannot be read,
 * moved or tested apart. Imports are resolved as TypeScript resolves them (tsconfig.json's paths); the
 * other modules' imports are read with TypeScript's pre-processor, once per process, and again only
 * for a file changed since (an editor's ESLint runs for a long time).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** @type {Map<string, { mtimeMs: number, targets: string[] }>} */
const importsRead = new Map();
/** @type {Map<string, ts.CompilerOptions>} */
const optionsOf = new Map();

function compilerOptions(tsconfig) {
  let options = optionsOf.get(tsconfig);
  if (options === undefined) {
    const read = ts.readConfigFile(tsconfig, ts.sys.readFile);
    options = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfig)).options;
    optionsOf.set(tsconfig, options);
  }
  return options;
}

/** The project's own module `specifier` names from `file`, or undefined (a package, a stylesheet). */
function resolve(specifier, file, options) {
  const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
  if (resolved === undefined || resolved.isExternalLibraryImport) return undefined;
  const target = path.resolve(resolved.resolvedFileName);
  return /\.d\.[cm]?ts$/.test(target) ? undefined : target;
}

function targetsOf(file, options) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = importsRead.get(file);
  if (known !== undefined && known.mtimeMs === mtimeMs) return known.targets;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = importedFiles.flatMap(({ fileName }) => resolve(fileName, file, options) ?? []);
  importsRead.set(file, { mtimeMs, targets });
  return targets;
}

/** The shortest way from `start` back to `file`, as the files in between, or undefined. */
function wayBack(start, file, options) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of targetsOf(current, options)) {
      if (next === file) {
        const way = [];
        for (let step = current; step !== undefined; step = cameFrom.get(step)) way.unshift(step);
        return way;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only and late ones included' },
    schema: [
      {
        type: 'object',
        properties: { tsconfig: { type: 'string' } },
        required: ['tsconfig'],
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Import cycle: {{way}}. Move what both need to a third module.' },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    const root = path.dirname(context.options[0].tsconfig);
    const options = compilerOptions(context.options[0].tsconfig);
    const check = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolve(source.value, file, options);
      if (target === undefined || target === file) return;
      const way = wayBack(target, file, options);
      if (way === undefined) return;
      const names = [file, ...way, file].map((step) => path.relative(root, step));
      context.report({ node, messageId: 'cycle', data: { way: names.join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
