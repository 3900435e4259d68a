import { loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { EMULATOR_HOSTS, resolveFirebaseConfig } from '../../shared/firebase-env.ts';
import { FUNCTIONS_REGION } from '../../shared/functions-region.ts';
import { PICTURE_PATH_PREFIX } from '../../shared/pictures/picture-address.ts';

/** The `pictures` function's own address: on the Functions emulator in the embedded default. */
function picturesFunctionOrigin(env: Record<string, string | undefined>): { target: string; base: string } {
  const { options, useEmulators } = resolveFirebaseConfig(env);
  const { host, port } = EMULATOR_HOSTS.functions;
  return useEmulators
    ? { target: `http://${host}:${port}`, base: `/${options.projectId}/${FUNCTIONS_REGION}/pictures` }
    : { target: `https://${FUNCTIONS_REGION}-${options.projectId}.cloudfunctions.net`, base: '/pictures' };
}

/**
 * The dev server and `vite preview` answer /pictures/** as Hosting's rewrite does (firebase.json):
 * from the `pictures` function, with its path kept, so the app's picture addresses are the same everywhere.
 */
export function pictureProxy(): Plugin {
  return {
    name: 'startupfund-picture-proxy',
    config(_config, { mode }) {
      const { target, base } = picturesFunctionOrigin(loadEnv(mode, process.cwd(), 'VITE_'));
      const proxy: Record<string, ProxyOptions> = {
        [PICTURE_PATH_PREFIX]: { target, changeOrigin: true, rewrite: (path) => `${base}${path}` },
      };
      return { server: { proxy }, preview: { proxy } };
    },
  };
}
