// After Delete my account, the page the member lands on says so. Kept apart from
// account-deletion.ts so the welcome page (in the entry chunk) imports a line, not the rules' constants.

export const ACCOUNT_DELETED_NOTICE = 'Your account has been deleted.';

/** The navigation state that asks the page landed on to show the notice. */
export const accountDeletedState = { accountDeleted: true } as const;

/** Whether a navigation's state asks for the notice. */
export const showsAccountDeleted = (state: unknown) => (state as { accountDeleted?: unknown } | null)?.accountDeleted === true;
