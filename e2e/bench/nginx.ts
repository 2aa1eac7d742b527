/**
 * Debian's nginx (`/usr/sbin/nginx`, or `NGINX_PATH`) as a reverse proxy for a benchmark: a config of
 * its own in a temporary directory, on 127.0.0.1, forwarding `/orchestrator/…` to the upstream as
 * `…` over kept-alive connections (what a production nginx in front of a service is set up to do).
 * Its worker count is Debian's default, one per core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Nginx {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  stop(): Promise<void>;
}

export function nginxInstalled(): boolean {
  return existsSync(nginxPath);
}

export async function startNginx(options: {
  readonly port: number;
  /** `http://127.0.0.1:<port>` */
  readonly upstreamUrl: string;
  /** The browser's prefix, stripped on the way: `/orchestrator`. */
  readonly prefix: string;
}): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'robot-console-nginx-'));
  // Run as root, nginx's workers become `nobody`; they must be able to reach their temp paths.
  chmodSync(dir, 0o755);
  const upstream = new URL(options.upstreamUrl).host;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
${temp}
  upstream bench_upstream {
    server ${upstream};
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${options.port};
    location ${options.prefix}/ {
      proxy_pass http://bench_upstream/;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(
    nginxPath,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Bounded: nginx listens within milliseconds, or has failed (its error went to our stderr).
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/`).then(
      () => true,
      () => false,
    );
    if (up) {
      return {
        url,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  throw new Error(`nginx did not start on ${url}`);
}
