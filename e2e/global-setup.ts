import { seedDemo } from '../scripts/seed-lib';
import { warmFunctions } from '../scripts/warm-functions';
import { tickClock } from '../scripts/clock';

export default async function globalSetup() {
  await Promise.all([seedDemo(), warmFunctions()]);
  // The seed's ended campaigns are settled as a deployed clock would have settled them.
  await tickClock();
}
