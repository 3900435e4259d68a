// The campaigns' reads index.html started (shared/early-reads.ts): the lists' first cards and a
// project page's card, each taken once (src/lib/early-reads.ts).
import { earlyReadNames } from '@shared/early-reads';
import { takeEarlyDocument, takeEarlyQuery } from '@/lib/early-reads';

/** The browse list's first page as index.html read it, or null. */
export const takeEarlyBrowsePage = () => takeEarlyQuery(earlyReadNames.browseFirstPage);

/** The admin's Pending Projects' first page as index.html read it with the admin's token (decision 0084), or null. */
export const takeEarlyPendingPage = () => takeEarlyQuery(earlyReadNames.pendingFirstPage);

/** The welcome page's featured cards as index.html read them (bookmarked, or most raised), or null. */
export const takeEarlyFeatured = (picked: 'bookmarked' | 'mostRaised') => takeEarlyQuery(earlyReadNames.featured(picked));

/** A project's public card as index.html read it on the project's page, or null. */
export const takeEarlyProjectCard = (projectId: string) => takeEarlyDocument(earlyReadNames.project(projectId), projectId);

/**
 * A project and its shards as index.html read them with the session's token on a screen for one
 * project (Post Update, the invest page: decision 0084), or null: either one not read or refused.
 */
export async function takeEarlySessionProject(projectId: string) {
  const [project, shards] = await Promise.all([
    takeEarlyDocument(earlyReadNames.sessionProject('project', projectId), projectId),
    takeEarlyQuery(earlyReadNames.sessionProject('shards', projectId)),
  ]);
  return project && shards ? { project, shards } : null;
}
