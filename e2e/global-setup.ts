import { seedDemo } from '../scripts/seed-lib';
import { warmFunctions } from '../scripts/warm-functions';

export default async function globalSetup() {
  await Promise.all([seedDemo(), warmFunctions()]);
}
