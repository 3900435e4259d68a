// Starts the Auth, Firestore and Functions emulators (this project's rules; the functions built from
// functions/ first), and the Hosting emulator serving dist/ with firebase.json's headers and rewrites on
// 127.0.0.1:5000, and runs one command against them.
// Usage: node scripts/emulators.mjs "<command>"   (no command: keep the emulators running until Ctrl-C)
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { ensureFirestoreLauncher } from './firestore-launcher.mjs';

export const PROJECT_ID = 'demo-startupfund';
const root = resolve(fileURLToPath(import.meta.url), '../..');

export function emulatorEnv() {
  const env = { ...process.env };
  const launcher = ensureFirestoreLauncher(resolve(root, '.cache'));
  if (launcher && !env.FIRESTORE_EMULATOR_BINARY_PATH) env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
  // The emulator keeps every value each rule expression saw, and builds the rule coverage report from
  // them in memory: Java's default heap (a quarter of RAM) ran out building it once the suites grew.
  if (!env.JAVA_TOOL_OPTIONS) env.JAVA_TOOL_OPTIONS = '-XX:MaxRAMPercentage=60';
  // The Functions emulator asks the npm registry for firebase-functions' latest version first, which
  // blocks 10 s where there is no registry.
  env.npm_config_offline = 'true';
  return env;
}

/** The emulator runs functions/lib, not TypeScript: compiled before every start. */
export function buildFunctions() {
  execFileSync(resolve(root, 'node_modules/.bin/tsc'), ['-p', resolve(root, 'functions/tsconfig.json')], { stdio: 'inherit' });
}

/** `hosting: false` leaves out the Hosting emulator (npm start serves the app from Vite instead). */
export function runWithEmulators(command, { hosting = true } = {}) {
  const firebase = resolve(root, 'node_modules/.bin/firebase');
  buildFunctions();
  const only = hosting ? 'auth,firestore,functions,hosting' : 'auth,firestore,functions';
  const args = command
    ? ['emulators:exec', '--project', PROJECT_ID, '--only', only, command]
    : ['emulators:start', '--project', PROJECT_ID, '--only', only];
  // Its own process group, so Ctrl-C reaches firebase-tools, the Java emulator and the command alike.
  const child = spawn(firebase, args, { cwd: root, env: emulatorEnv(), stdio: 'inherit', detached: true });
  const stop = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  return new Promise((resolveExit) => child.on('exit', (code, signal) => resolveExit(code ?? (signal ? 1 : 0))));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(await runWithEmulators(process.argv.slice(2).join(' ')));
}
