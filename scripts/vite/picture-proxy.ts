import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadEnv, type Connect, type Plugin } from 'vite';
import { EMULATOR_HOSTS, resolveFirebaseConfig } from '../../shared/firebase-env.ts';
import { FUNCTIONS_REGION } from '../../shared/functions-region.ts';
import { PICTURE_PATH_PREFIX } from '../../shared/pictures/picture-address.ts';

/** The `pictures` function's own address: on the Functions emulator in the embedded default. */
function picturesFunctionUrl(env: Record<string, string | undefined>): string {
  const { options, useEmulators } = resolveFirebaseConfig(env);
  const { host, port } = EMULATOR_HOSTS.functions;
  return useEmulators
    ? `http://${host}:${port}/${options.projectId}/${FUNCTIONS_REGION}/pictures`
    : `https://${FUNCTIONS_REGION}-${options.projectId}.cloudfunctions.net/pictures`;
}

// The Functions emulator starts a Node process for every request that finds no idle one: a page of
// 12 cards asking at once would start 12. Two at a time keep two processes busy, as Hosting's CDN
// and an instance's concurrency spare the real function.
const AT_ONCE = 2;

function oneQueue(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

// What a picture answer carries on to the browser.
const PASSED_HEADERS = ['content-type', 'cache-control', 'etag', 'x-content-type-options', 'content-security-policy'];

/** Answers /pictures/** from the function, path kept, as Hosting's rewrite does (firebase.json). */
function answerFrom(functionUrl: string): Connect.NextHandleFunction {
  const queued = oneQueue(AT_ONCE);
  return (req: IncomingMessage, res: ServerResponse, next) => {
    if (!req.url?.startsWith(PICTURE_PATH_PREFIX)) return next();
    const ifNoneMatch = req.headers['if-none-match'];
    queued(async () => {
      const answer = await fetch(`${functionUrl}${req.url}`, {
        method: req.method,
        headers: ifNoneMatch ? { 'if-none-match': String(ifNoneMatch) } : {},
      });
      const headers = Object.fromEntries(
        PASSED_HEADERS.flatMap((name) => (answer.headers.has(name) ? [[name, answer.headers.get(name)!]] : [])),
      );
      const body = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, headers);
      res.end(body);
    }).catch(() => {
      if (!res.headersSent) res.writeHead(502, { 'cache-control': 'no-store', 'content-type': 'text/plain' });
      res.end('The pictures function did not answer.');
    });
  };
}

/**
 * The dev server and `vite preview` answer /pictures/** as Hosting's rewrite does: from the
 * `pictures` function, so the app's picture addresses are the same everywhere.
 */
export function pictureProxy(): Plugin {
  let functionUrl = '';
  return {
    name: 'startupfund-picture-proxy',
    config(_config, { mode }) {
      functionUrl = picturesFunctionUrl(loadEnv(mode, process.cwd(), 'VITE_'));
    },
    configureServer(server) {
      server.middlewares.use(answerFrom(functionUrl));
    },
    configurePreviewServer(server) {
      server.middlewares.use(answerFrom(functionUrl));
    },
  };
}
