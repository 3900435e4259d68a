// A throwaway certificate for 127.0.0.1, so the bench can serve the build over HTTP/2 as Firebase
// Hosting does (browsers speak HTTP/2 only over TLS). Made with the openssl command; the bench's
// Chromium ignores certificate errors, nothing else sees it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Certificate = { key: Buffer; cert: Buffer };

/** A new self-signed certificate, or null where there is no openssl (the bench then stays on HTTP/1.1). */
export function localCertificate(): Certificate | null {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-keyout', key, '-out', cert, ...subject], {
      stdio: 'ignore',
    });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
