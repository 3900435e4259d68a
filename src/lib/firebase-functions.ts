// Cloud Functions for the money path, on the app of ./firebase-app.ts, in the region the functions run
// in. Imported only when a member invests or cancels (money-functions.ts), so no screen downloads it
// to show itself. A call carries the signed-in member's token through Auth, loaded by then.
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { EMULATOR_HOSTS } from '@shared/firebase-env';
import { FUNCTIONS_REGION } from '@shared/functions-region';
import { app, useEmulators } from '@/lib/firebase-app';

export const functions = getFunctions(app, FUNCTIONS_REGION);

if (useEmulators) connectFunctionsEmulator(functions, EMULATOR_HOSTS.functions.host, EMULATOR_HOSTS.functions.port);
