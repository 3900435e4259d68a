import { seedDemo } from '../scripts/seed-lib';

export default async function globalSetup() {
  await seedDemo();
}
