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

const documentUrl = (path: string) => {
  const { host, port } = EMULATOR_HOSTS.firestore;
  return `http://${host}:${port}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/${path}`;
};
// The emulator's own credential: past the rules, as the server writes.
const asOwner = { Authorization: 'Bearer owner', 'content-type': 'application/json' };

/**
 * Waits until the Functions emulator has run the triggers of every write made so far. It runs
 * Firestore's events one after another in the order they came: the seed's 300 or so take it about
 * 20 s, and a journey's first write (its card, its Raised) waited behind them past its timeout.
 * Switching the triggers off for the seed is no way round it: once they are back, some events are
 * never delivered. So a member is written with a look-alike of "Admin" for a name; once
 * memberNameCheck has cleared it, the events before it have run too. It is then removed.
 */
export async function triggersCaughtUp(timeoutMs = 120_000) {
  const probe = documentUrl(`users/trigger-probe-${Date.now()}`);
  const written = await fetch(probe, {
    method: 'PATCH',
    headers: asOwner,
    body: JSON.stringify({ fields: { fullName: { stringValue: 'Adrnin Probe' } } }),
  });
  if (!written.ok) throw new Error(`The trigger probe was not written: ${written.status} ${await written.text()}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const read = (await (await fetch(probe, { headers: asOwner })).json()) as { fields?: { fullName?: { stringValue?: string } } };
    if (read.fields?.fullName?.stringValue === '') break;
    if (Date.now() > deadline) throw new Error(`The Functions emulator's triggers did not catch up in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await fetch(probe, { method: 'DELETE', headers: asOwner });
}

/** One tick of the scheduled clock (functions/src/index.ts, `clock`). */
export async function tickClock() {
  const answer = await fetch(functionUrl('clock-0'), { method: 'POST' });
  if (!answer.ok) throw new Error(`The clock did not run: ${answer.status} ${await answer.text()}`);
}
