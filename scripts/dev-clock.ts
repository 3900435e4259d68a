// npm start's clock: ticks the scheduled function every minute, as a deployed project's scheduler would
// every 15 minutes, so campaigns that end while the dev server runs are settled.
import { tickClock } from './functions-emulator.ts';

const MINUTE = 60_000;
const tick = () => tickClock().catch((error: unknown) => console.error(`clock: ${String(error)}`));
await tick();
setInterval(() => void tick(), MINUTE);
