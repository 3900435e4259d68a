import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { EMULATOR_HOSTS, resolveAppCheck, resolveFirebaseConfig } from '../../shared/firebase-env.ts';
import { VIDEO_EMBED_ORIGINS } from '../../shared/video-embed-origins.ts';
import { FUNCTIONS_REGION } from '../../shared/functions-region.ts';

type Env = Record<string, string | undefined>;

/** The sha256 source of every inline script in the page, whatever its text (CSP hashes the exact characters). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

/**
 * The policy of one build: exactly the origins that build talks to. The emulator build reaches the
 * local Auth, Firestore and Functions emulators; a production build Google's Auth and Firestore endpoints, the project's functions, the
 * project's auth domain (the frame Google sign-in uses) and, with App Check, reCAPTCHA Enterprise.
 * Styles may be inline: sonner injects its stylesheet at run time and Google's widgets set style
 * attributes; a style cannot run script. Scripts never: only this page's own and the hashed ones.
 */
export function contentSecurityPolicy(env: Env, scriptHashes: string[]): string {
  const { options, useEmulators } = resolveFirebaseConfig(env);
  const appCheck = resolveAppCheck(env) !== null;
  const { host, port } = EMULATOR_HOSTS.firestore;
  const functions = EMULATOR_HOSTS.functions;
  const recaptcha = appCheck ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : [];
  const connect = useEmulators
    ? [EMULATOR_HOSTS.auth, `http://${host}:${port}`, `http://${functions.host}:${functions.port}`]
    : [
        'https://firestore.googleapis.com',
        // The callable functions of the money path (functions/), at their region's address.
        `https://${FUNCTIONS_REGION}-${options.projectId}.cloudfunctions.net`,
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        ...(appCheck ? ['https://content-firebaseappcheck.googleapis.com', 'https://www.google.com/recaptcha/'] : []),
      ];
  const frames = useEmulators
    ? [EMULATOR_HOSTS.auth]
    : [
        `https://${options.authDomain}`,
        ...(appCheck ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] : []),
      ];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Google sign-in's popup helper (gapi) comes from apis.google.com, on the emulators too.
    ['script-src', "'self'", ...scriptHashes, 'https://apis.google.com', ...recaptcha],
    ['style-src', "'self'", "'unsafe-inline'"],
    // Project pictures may be any https address, and data:/blob: URLs of a picture being uploaded.
    ['img-src', "'self'", 'https:', 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connect],
    // Project videos play in YouTube's and Vimeo's privacy-respecting players.
    ['frame-src', ...frames, ...VIDEO_EMBED_ORIGINS],
    // Resizing an uploaded picture (browser-image-compression) runs in a worker made from a blob:
    // URL, which loads the library from our own origin (src/lib/pictures/picture-resize.ts).
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Puts the policy first in <head>, before any script it governs. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}" />`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}\n    ${meta}`);
  return html.replace(/<head>/i, `<head>\n    ${meta}`);
}

/**
 * Writes the build's Content-Security-Policy into the built index.html, after every other plugin
 * has finished it, with the hash of each inline script it then holds. firebase.json cannot carry
 * this part: it is static, while the hashes and the origins differ between the emulator build and a
 * production build (docs/security.md, Hosting and headers).
 */
export function contentSecurityPolicyMeta(): Plugin {
  let env: Env = {};
  return {
    name: 'startupfund-content-security-policy',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      env = config.env;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') this.error('index.html is missing from the build: no Content-Security-Policy written');
        const html = String(page.source);
        page.source = withPolicyMeta(html, contentSecurityPolicy(env, inlineScriptHashes(html)));
      },
    },
  };
}
