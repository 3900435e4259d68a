// The scheduled clock (functions/src/index.ts, `clock`) on the Functions emulator, which never runs a
// schedule by itself: one tick is a POST to the function's -0 address. Tests and journeys tick it when
// their story needs time to pass; `npm start` ticks it every minute (scripts/dev-clock.ts).
import { DEMO_PROJECT_ID, EMULATOR_HOSTS } from '../shared/firebase-env.ts';
import { FUNCTIONS_REGION } from '../shared/functions-region.ts';

export async function tickClock() {
  const { host, port } = EMULATOR_HOSTS.functions;
  const answer = await fetch(`http://${host}:${port}/${DEMO_PROJECT_ID}/${FUNCTIONS_REGION}/clock-0`, { method: 'POST' });
  if (!answer.ok) throw new Error(`The clock did not run: ${answer.status} ${await answer.text()}`);
}
