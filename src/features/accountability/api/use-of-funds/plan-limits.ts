// Use of funds: the founder's plan for the money, its numbers and words apart from zod, so
// the project page's table and the form's running total load no schema library. firestore.rules
// (validPlan) enforces the same; tests/unit/schema-drift.test.ts holds the two equal.
/** 1 to 8 lines, each labelled in 1 to 60 characters; amounts are whole dollars bounded as the goal is. */
export const PLAN_LIMITS = { minLines: 1, maxLines: 8, label: 60 } as const;

export const PLAN_MESSAGES = {
  label: 'Each line of the plan needs a label',
  labelLong: `Please keep each label under ${PLAN_LIMITS.label} characters`,
  amount: 'Each line of the plan needs a whole number of dollars, at least $1',
  lines: `A plan has ${PLAN_LIMITS.minLines} to ${PLAN_LIMITS.maxLines} lines`,
} as const;

/** What a campaign without a plan shows where the plan would be. */
export const NO_PLAN_TEXT = 'No plan for the money yet';
/** Why the form shows the plan read-only. */
export const PLAN_LOCKED_HINT = 'The use of funds is fixed once the project is approved, so backers can hold you to it.';
