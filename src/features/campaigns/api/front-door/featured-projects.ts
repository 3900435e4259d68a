import { getDocs, limit, query } from 'firebase/firestore/lite';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { defaultFilter, type ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import { projectCardsCollection, projectListConstraints } from '@/features/campaigns/api/project-list/project-list-query';

/** The welcome page shows at most this many featured projects (two rows on a desktop). */
export const FEATURED_COUNT = 6;

/** Which projects the welcome page features: those the admin bookmarked, else those that raised the most. */
export type FeaturedProjects = { projects: ProjectSummary[]; picked: 'bookmarked' | 'mostRaised' };

// Running campaigns only (the browse lists' default): a visitor can back what the front door shows.
const BOOKMARKED: ProjectListFilter = { ...defaultFilter('approved'), bookmarkedOnly: true, sort: 'funded' };
const MOST_RAISED: ProjectListFilter = { ...defaultFilter('approved'), sort: 'funded' };

async function readCards(filter: ProjectListFilter): Promise<ProjectSummary[]> {
  const { constraints } = projectListConstraints(filter);
  const snapshot = await getDocs(query(projectCardsCollection(), ...constraints, limit(FEATURED_COUNT)));
  return snapshot.docs.map((d) => d.data());
}

/**
 * The approved projects the admin bookmarked, most raised first; when none is bookmarked, the
 * approved projects that raised the most. Public cards only, so a guest may read them (one indexed
 * query each: firestore.indexes.json holds approved + bookmarked + raised, and approved + raised).
 */
export async function fetchFeaturedProjects(): Promise<FeaturedProjects> {
  const bookmarked = await readCards(BOOKMARKED);
  if (bookmarked.length > 0) return { projects: bookmarked, picked: 'bookmarked' };
  return { projects: await readCards(MOST_RAISED), picked: 'mostRaised' };
}
