import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { tickClock, triggersCaughtUp, warmFunctions } from '../scripts/functions-emulator';

// The seed runs under tsx, as `npm run seed` does: it calls the functions' own code (scripts/seed-money.ts),
// a CommonJS package that Playwright's loader does not compile.
const seedDemo = () => promisify(execFile)('npx', ['tsx', 'scripts/seed.ts']);

export default async function globalSetup() {
  await Promise.all([seedDemo(), warmFunctions()]);
  // The seed's ended campaigns are settled as a deployed clock would have settled them.
  await tickClock();
  await triggersCaughtUp();
}
