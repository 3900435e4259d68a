// The Admin SDK and the options every function shares. Imported first by index.ts: setGlobalOptions
// must run before any function is defined.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions/v2';
import { FUNCTIONS_REGION } from '../../shared/functions-region';

initializeApp();
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 20 });

export const db = getFirestore();
