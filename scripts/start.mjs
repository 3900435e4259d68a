// npm start: emulators + demo seed + the clock (a tick a minute) + Vite dev server. Ctrl-C stops them all.
import { runWithEmulators } from './emulators.mjs';

process.exit(
  await runWithEmulators('npx tsx scripts/seed.ts && (npx tsx scripts/dev-clock.ts & npx vite --host 127.0.0.1)', { hosting: false }),
);
