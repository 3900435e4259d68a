// npm run deploy [-- firebase deploy options]: checks the production settings, then runs
// `firebase deploy`, whose hosting predeploy (firebase.json) makes the production build
// (npm run build:deploy, which checks them again against the project being deployed to).
// Without --project it deploys to the project the settings name.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { deploySettingsProblems, describeFirebaseTarget } from '../shared/firebase-env.ts';
import { DEPLOY_MODE, deployStopMessage } from './vite/firebase-target.ts';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const env = loadEnv(DEPLOY_MODE, root, 'VITE_');
const problems = deploySettingsProblems(env);
if (problems.length) {
  console.error(deployStopMessage(problems));
  process.exit(1);
}

const args = process.argv.slice(2);
const named = args.some((arg) => arg === '--project' || arg === '-P' || arg.startsWith('--project='));
if (!named) args.push('--project', String(env.VITE_FIREBASE_PROJECT_ID));
console.log(`Deploying a build for ${describeFirebaseTarget(env)}.`);

const firebase = resolve(root, 'node_modules/.bin/firebase');
const child = spawn(firebase, ['deploy', ...args], { cwd: root, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
