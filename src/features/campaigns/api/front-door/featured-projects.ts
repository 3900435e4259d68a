import { getDocs, limit, query } from 'firebase/firestore/lite';
import { FEATURED_COUNT } from '@shared/early-reads';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { defaultFilter, type ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import { projectCardsCollection, projectListConstraints } from '@/features/campaigns/api/project-list/project-list-query';
import { takeEarlyFeatured } from '@/features/campaigns/api/project-list/early-reads';
import { readSummary } from '@/features/campaigns/api/projects/project-read';
import { firstViewShowsPicture } from '@/features/campaigns/api/pictures/shown-pictures';

/** Which projects the welcome page features: those the admin bookmarked, else those that raised the most. */
export type FeaturedProjects = { projects: ProjectSummary[]; picked: 'bookmarked' | 'mostRaised' };

// Running campaigns only (the browse lists' default): a visitor can back what the front door shows.
export const featuredFilters: Record<'bookmarked' | 'mostRaised', ProjectListFilter> = {
  bookmarked: { ...defaultFilter('approved'), bookmarkedOnly: true, sort: 'funded' },
  mostRaised: { ...defaultFilter('approved'), sort: 'funded' },
};

type Picked = FeaturedProjects['picked'];

// index.html may have read them already (shared/early-reads.ts), and started the first one's picture.
async function readCards(filter: ProjectListFilter, picked: Picked): Promise<ProjectSummary[]> {
  const early = await takeEarlyFeatured(picked);
  if (early) {
    const projects = early.map((d) => readSummary(d.id, d.data));
    firstViewShowsPicture(projects[0]);
    return projects;
  }
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
  const bookmarked = await readCards(featuredFilters.bookmarked, 'bookmarked');
  if (bookmarked.length > 0) return { projects: bookmarked, picked: 'bookmarked' };
  return { projects: await readCards(featuredFilters.mostRaised, 'mostRaised'), picked: 'mostRaised' };
}
