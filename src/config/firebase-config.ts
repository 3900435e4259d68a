// Kept with the build in shared/firebase-env.ts, which the early reads' script needs too.
export { DEMO_PROJECT_ID, EMULATOR_HOSTS, resolveFirebaseConfig } from '@shared/firebase-env';
