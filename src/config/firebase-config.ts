// Kept with the build in shared/firebase-env.ts, which the early reads' script, the CSP and the deploy checks need too.
export {
  DEMO_PROJECT_ID,
  DEPLOY_SETTINGS,
  EMULATOR_HOSTS,
  deploySettingsProblems,
  describeFirebaseTarget,
  resolveAppCheck,
  resolveFirebaseConfig,
} from '@shared/firebase-env';
