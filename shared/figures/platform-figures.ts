// The welcome page's figures about the platform (platform/figures), kept by the server from the
// approved campaigns' cards (functions/src/figures) and read by the app in one look-up.

/** Where the figures live: a document everyone may read and no client may write. */
export const PLATFORM_FIGURES_PATH = 'platform/figures';

export type PlatformFigures = {
  /** Approved campaigns whose Raised reached their goal (fundedRatio >= 1), running or ended. */
  campaignsFunded: number;
  /** Whole dollars committed to approved campaigns: the sum of their Raised. */
  dollarsCommitted: number;
  /** Backers of approved campaigns, each person once per campaign they back: their cards' backerCount summed. */
  backings: number;
};

/** The card fields the figures are made of: a card write that moves none of them leaves the figures as they are. */
export const FIGURE_FIELDS = ['approved', 'raised', 'backerCount', 'fundedRatio'] as const;
