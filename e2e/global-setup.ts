import { seedDemo } from '../scripts/seed-lib';
import { warmFunctions, tickClock } from '../scripts/functions-emulator';

export default async function globalSetup() {
  await Promise.all([seedDemo(), warmFunctions()]);
  // The seed's ended campaigns are settled as a deployed clock would have settled them.
  await tickClock();
}
