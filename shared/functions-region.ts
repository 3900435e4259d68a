// Where StartupFund's Cloud Functions run: the one setting, read by the functions (setGlobalOptions)
// and by the app's client (getFunctions), and by the build's Content-Security-Policy.
export const FUNCTIONS_REGION = 'us-central1';
