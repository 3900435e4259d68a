// Serving a build to the bench's Chromium, and the gzip size of what it sends.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { preview } from 'vite';
import type { Certificate } from './tls';

export type Site = { origin: string; gzipBytes: (path: string) => number };
export type Served = Site & { close: () => Promise<void> };

/**
 * Serves a build with `vite preview` (SPA fallback, gzip), as the e2e tests do. JavaScript is sized
 * as the gzip (zlib's default level, as vite preview and most hosts send it) of the file on disk.
 * With a certificate, vite preview speaks HTTP/2 over TLS (HTTP/1.1 otherwise).
 */
export async function serve(dir: string, certificate?: Certificate): Promise<Served> {
  const server = await preview({
    root: dirname(dir), // vite refuses an outDir that is its root
    configFile: false,
    logLevel: 'warn',
    build: { outDir: dir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, https: certificate },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  const sizes = new Map<string, number>();
  const gzipBytes = (pathname: string) => {
    if (!sizes.has(pathname)) sizes.set(pathname, gzipSync(readFileSync(join(dir, decodeURIComponent(pathname)))).length);
    return sizes.get(pathname)!;
  };
  return { origin: `${certificate ? 'https' : 'http'}://127.0.0.1:${port}`, gzipBytes, close: () => server.close() };
}
