// Starts each money function's process on the Functions emulator with one signed-out call (answered
// "Please login to invest"): a first call takes 1.5 to 20 s while the emulator loads the function,
// which a journey or a test would otherwise spend inside its own timeout.
import { EMULATOR_HOSTS, DEMO_PROJECT_ID } from '../shared/firebase-env.ts';
import { FUNCTIONS_REGION } from '../shared/functions-region.ts';
import { CANCEL_FUNCTION, INVEST_FUNCTION } from '../shared/money/calls.ts';

export async function warmFunctions(names: string[] = [INVEST_FUNCTION, CANCEL_FUNCTION]) {
  const { host, port } = EMULATOR_HOSTS.functions;
  await Promise.all(
    names.map(async (name) => {
      const answer = await fetch(`http://${host}:${port}/${DEMO_PROJECT_ID}/${FUNCTIONS_REGION}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
      });
      // Signed out: refused, which proves the function loaded.
      if (answer.status !== 401) throw new Error(`${name} did not load on the Functions emulator: ${answer.status} ${await answer.text()}`);
    }),
  );
}
