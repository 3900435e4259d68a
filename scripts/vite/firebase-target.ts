import type { Plugin } from 'vite';
import { deploySettingsProblems, describeFirebaseTarget } from '../../shared/firebase-env.ts';

/** `vite build --mode deploy` (npm run build:deploy, run by npm run deploy and by hosting's predeploy). */
export const DEPLOY_MODE = 'deploy';

/** The message a deploy build stops with. */
export function deployStopMessage(problems: string[]): string {
  return [
    'Deploy stopped: this build would not talk to a real Firebase project.',
    ...problems.map((problem) => `  - ${problem}`),
    'A plain `npm run build` targets the emulators; see docs/deploy.md.',
  ].join('\n');
}

/**
 * Says in the build's and the dev server's output which Firebase the app talks to, and refuses a
 * deploy build without a real project's settings, so no deployed app points at 127.0.0.1.
 */
export function firebaseTarget(): Plugin {
  let quiet = false;
  return {
    name: 'startupfund-firebase-target',
    config(_config, { isPreview, mode }) {
      // vite preview serves a finished build; Vitest loads this config for the tests.
      quiet = Boolean(isPreview) || mode === 'test';
    },
    configResolved(config) {
      if (config.mode === DEPLOY_MODE) {
        const problems = deploySettingsProblems(config.env, process.env.GCLOUD_PROJECT);
        if (problems.length) throw new Error(deployStopMessage(problems));
      }
      if (quiet) return;
      // A warning, so it shows at --logLevel warn too (npm test builds that way).
      config.logger.warn(
        `${config.command === 'serve' ? 'The dev server talks to' : 'This build talks to'} ${describeFirebaseTarget(config.env)}.`,
      );
    },
  };
}
