// The campaigns' reads index.html started (shared/early-reads.ts): the lists' first cards and a
// project page's card, each taken once (src/lib/early-reads.ts).
import { earlyReadNames } from '@shared/early-reads';
import { takeEarlyDocument, takeEarlyQuery } from '@/lib/early-reads';

/** The browse list's first page as index.html read it, or null. */
export const takeEarlyBrowsePage = () => takeEarlyQuery(earlyReadNames.browseFirstPage);

/** The welcome page's featured cards as index.html read them (bookmarked, or most raised), or null. */
export const takeEarlyFeatured = (picked: 'bookmarked' | 'mostRaised') => takeEarlyQuery(earlyReadNames.featured(picked));

/** A project's public card as index.html read it on the project's page, or null. */
export const takeEarlyProjectCard = (projectId: string) => takeEarlyDocument(earlyReadNames.project(projectId), projectId);
