// npm start: emulators + demo seed + Vite dev server. Ctrl-C stops all three.
import { runWithEmulators } from './emulators.mjs';

process.exit(await runWithEmulators('npx tsx scripts/seed.ts && npx vite --host 127.0.0.1', { hosting: false }));
