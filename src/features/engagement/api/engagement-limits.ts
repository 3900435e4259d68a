// Updates, questions and the inbox: their limits, for the schemas and the read tables alike.
export const ENGAGEMENT_LIMITS = {
  updateTitle: 120,
  updateBody: 5000,
  question: 1000,
  answer: 2000,
  /** Projects the inbox follows (saved or backed, newest first; the oldest drop off past it). */
  following: 60,
} as const;
