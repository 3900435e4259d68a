// A campaign's deadline as the admin's actions fix it (functions/src/admin), and as the extension form
// previews it: whole days of 24 hours from the moment of approval, or from the deadline it extends.
const DAY = 86_400_000;

/** A campaign's length in whole days (the create form's Campaign Length). */
export const CAMPAIGN_DAYS = { min: 1, max: 90, default: 30 } as const;

export const approvalDeadline = (durationDays: number, now = new Date()) => new Date(now.getTime() + durationDays * DAY);

export const extendedDeadline = (endsAt: Date, days: number) => new Date(endsAt.getTime() + days * DAY);
