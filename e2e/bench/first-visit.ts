/**
 * What a first visit to a page downloads, read from a build's manifest: index.html (with any script or
 * stylesheet it names from public/), the entry and its static imports, the lazy chunks the page's route loads (with theirs), the page's words in one language,
 * and the CSS all of them import. Each file is counted as the server sends it: its own static handler is
 * asked with `Accept-Encoding: gzip` and `br`, so a precompressed copy counts where the build wrote one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { staticHandler } from '../../server/node/static';

/** One chunk of Vite's build manifest (`build.manifest`), keyed by its source or its shared name. */
interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

export const codings = ['gzip', 'br'] as const;
export type Coding = (typeof codings)[number];
export type Kind = 'js' | 'css' | 'html';

/** Bytes sent, by kind of file and coding. */
export type Sizes = Readonly<Record<Kind, Readonly<Record<Coding, number>>>>;

export interface Visit {
  readonly files: readonly string[];
  readonly sizes: Sizes;
}

export const totalOf = (sizes: Sizes, coding: Coding): number =>
  sizes.js[coding] + sizes.css[coding] + sizes.html[coding];

/** A build in `dir`, made with `build.manifest` on, served by the server's own static handler. */
export class Build {
  private readonly manifest: Manifest;
  private readonly app: Hono;
  private readonly sent = new Map<string, Record<Coding, number>>();

  constructor(readonly dir: string) {
    this.manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    this.app = new Hono();
    this.app.all('*', staticHandler(dir));
  }

  /** The manifest's keys of the modules that are chunks of their own (entries and lazy imports). */
  get sources(): string[] {
    return Object.values(this.manifest).flatMap((chunk) => (chunk.src === undefined ? [] : [chunk.src]));
  }

  /** The first visit of a page that loads these lazy modules (source paths, as in the manifest). */
  async visit(lazy: readonly string[]): Promise<Visit> {
    const entry = Object.keys(this.manifest).find((key) => this.manifest[key]?.isEntry === true);
    if (entry === undefined) throw new Error(`${this.dir}: the manifest has no entry`);
    const chunks = new Set<string>();
    const add = (key: string) => {
      if (chunks.has(key)) return;
      const chunk = this.manifest[key];
      if (chunk === undefined) throw new Error(`${key} is not a chunk of the build in ${this.dir}`);
      chunks.add(key);
      for (const imported of chunk.imports ?? []) add(imported);
    };
    for (const key of [entry, ...lazy]) add(key);
    // Files index.html loads that the bundler did not make (from public/), beside the build's own.
    const html = readFileSync(join(this.dir, 'index.html'), 'utf8');
    const built = new Set(
      Object.values(this.manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
    );
    const loaded = (pattern: RegExp) =>
      [...html.matchAll(pattern)]
        .map((match) => (match[1] ?? '').replace(/^\//, ''))
        .filter((file) => !built.has(file));
    const js = [
      ...loaded(/<script\b[^>]*\bsrc="([^"]+)"/g),
      ...[...chunks].map((key) => this.manifest[key]?.file ?? key),
    ];
    const css = [
      ...loaded(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g),
      ...new Set([...chunks].flatMap((key) => this.manifest[key]?.css ?? [])),
    ];
    const sizes: Record<Kind, Record<Coding, number>> = {
      js: await this.sum(js),
      css: await this.sum(css),
      html: await this.sum(['index.html']),
    };
    return { files: ['index.html', ...js, ...css], sizes };
  }

  private async sum(files: readonly string[]): Promise<Record<Coding, number>> {
    const sum = { gzip: 0, br: 0 };
    for (const file of files) {
      const sent = await this.sentFor(`/${file}`);
      for (const coding of codings) sum[coding] += sent[coding];
    }
    return sum;
  }

  /** The body's bytes the server sends for `path` to a browser accepting each coding. */
  async sentFor(path: string): Promise<Record<Coding, number>> {
    let sent = this.sent.get(path);
    if (sent === undefined) {
      sent = { gzip: 0, br: 0 };
      for (const coding of codings) {
        const response = await this.app.request(path, { headers: { 'Accept-Encoding': coding } });
        if (response.status !== 200) throw new Error(`${this.dir}${path}: status ${response.status}`);
        sent[coding] = (await response.arrayBuffer()).byteLength;
      }
      this.sent.set(path, sent);
    }
    return sent;
  }
}
