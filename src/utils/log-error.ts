/** The one place errors caught by the UI are reported (the console today; an error service would go here). */
export function logError(error: unknown, context?: string) {
  console.error('[StartupFund]', error, ...(context ? [context] : []));
}
