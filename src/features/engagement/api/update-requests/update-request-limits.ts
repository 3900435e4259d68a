// Hearing from the founder: how long a founder may stay silent before backers may ask, and
// the words, apart from zod, so the project page loads no schema library. firestore.rules
// (updateRequestDays, mayAskForUpdate) enforce the same; tests/unit/schema-drift.test.ts holds the two equal.

/** Days without an update (since the last, or the deadline before the first) before a backer may ask. */
export const UPDATE_REQUEST_DAYS = 30;

export const UPDATE_REQUEST_LABELS = {
  ask: 'Ask for an update',
  asking: 'Asking...',
  noUpdates: 'No updates yet',
  asked: 'Update requested',
} as const;

export const UPDATE_REQUEST_MESSAGES = {
  notBacker: 'Only a backer of this campaign can ask its founder for an update.',
  alreadyAsked: 'You already asked for an update. You can ask again 30 days after the founder’s next update.',
  tooSoon: (date: string) => `The founder posted within the last 30 days. You can ask for an update from ${date}.`,
  failed: 'Your request could not be sent. Please try again.',
} as const;
