// The functions on the Functions emulator, called by their address: warmed before a suite, and the
// scheduled clock ticked, which the emulator never runs by itself (a tick is a POST to its -0 address).
// Tests and journeys tick it when their story needs time to pass; `npm start` every minute (scripts/dev-clock.ts).
import { DEMO_PROJECT_ID, EMULATOR_HOSTS } from '../shared/firebase-env.ts';
import { FUNCTIONS_REGION } from '../shared/functions-region.ts';
import { CANCEL_FUNCTION, INVEST_FUNCTION } from '../shared/money/calls.ts';
import { ASKER_KEY_FUNCTION } from '../shared/members/asker-key-call.ts';

const functionUrl = (name: string) => {
  const { host, port } = EMULATOR_HOSTS.functions;
  return `http://${host}:${port}/${DEMO_PROJECT_ID}/${FUNCTIONS_REGION}/${name}`;
};

/**
 * Starts each callable's process with one signed-out call (refused: "Please login to invest", or to ask):
 * a first call takes 1.5 to 20 s while the emulator loads the function, which a journey or a test
 * would otherwise spend inside its own timeout.
 */
export async function warmFunctions(names: string[] = [INVEST_FUNCTION, CANCEL_FUNCTION, ASKER_KEY_FUNCTION]) {
  await Promise.all(
    names.map(async (name) => {
      const answer = await fetch(functionUrl(name), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
      });
      // Signed out: refused, which proves the function loaded.
      if (answer.status !== 401) throw new Error(`${name} did not load on the Functions emulator: ${answer.status} ${await answer.text()}`);
    }),
  );
}

/** One tick of the scheduled clock (functions/src/index.ts, `clock`). */
export async function tickClock() {
  const answer = await fetch(functionUrl('clock-0'), { method: 'POST' });
  if (!answer.ok) throw new Error(`The clock did not run: ${answer.status} ${await answer.text()}`);
}
