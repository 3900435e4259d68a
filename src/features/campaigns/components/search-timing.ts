/** How long typing must pause before the search box reports its text (and the list shows it). */
export const SEARCH_DEBOUNCE_MS = 300;
/** A shorter pause, at which the list reads the search ahead of the report (useSearchReadAhead). */
export const SEARCH_READ_AHEAD_MS = 120;
