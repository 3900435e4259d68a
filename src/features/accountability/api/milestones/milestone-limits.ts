// Milestones with dates: their limits, words and labels apart from zod, so the project page's
// Milestones section loads no schema library. firestore.rules (milestoneKeys, validMilestonePlan,
// isMilestoneDue, isDelivery, isPostponement) enforce the same; tests/unit/schema-drift.test.ts holds the two equal.

/** 0 to 6 milestones, kept under the ids '0' to '5' (their order); postponed at most twice each. */
export const MILESTONE_LIMITS = {
  max: 6,
  title: 80,
  description: 500,
  delivered: 280,
  reason: 280,
  postponements: 2,
  /** The latest due day: three years ahead (3 x 365 + a leap day). */
  aheadDaysMax: 1096,
} as const;

export const MILESTONE_MESSAGES = {
  title: 'Each milestone needs a title',
  titleLong: `Please keep each milestone's title under ${MILESTONE_LIMITS.title} characters`,
  descriptionLong: `Please keep each milestone's description under ${MILESTONE_LIMITS.description} characters`,
  due: 'Choose a due date',
  dueSoon: 'The due date must be at least a day ahead',
  dueFar: 'The due date can be at most three years ahead',
  count: `A campaign has at most ${MILESTONE_LIMITS.max} milestones`,
  delivered: 'Say what was delivered',
  deliveredLong: `Please keep what was delivered under ${MILESTONE_LIMITS.delivered} characters`,
  reason: 'Say why it is postponed',
  reasonLong: `Please keep the reason under ${MILESTONE_LIMITS.reason} characters`,
  later: 'The new due date must be after the current one',
} as const;

/** The form's milestones are fixed at approval; only these two follow. */
export const MILESTONES_LOCKED_HINT =
  'Milestones are fixed once the project is approved: on the project page you can still Mark as delivered, or Postpone one (at most twice).';
export const NO_MILESTONES_TEXT = 'No milestones yet';
