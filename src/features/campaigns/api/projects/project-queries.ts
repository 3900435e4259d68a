import { doc, getDoc, query, startAfter, type QueryConstraint } from 'firebase/firestore/lite';
import { readPageAndOne } from '@/lib/firestore-page';
import { readSummary } from './project-read';
import { PAGE_SIZE } from './project-model';
import { defaultFilter, projectListClauses, type ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import {
  projectCardsCollection,
  projectListConstraints,
  projectsCollection,
  type EarlyCursor,
  type ProjectCursor,
  type ProjectPage,
} from '@/features/campaigns/api/project-list/project-list-query';
import { takeEarlyBrowsePage, takeEarlyPendingPage, takeEarlySessionProject } from '@/features/campaigns/api/project-list/early-reads';
import { firstViewShowsPicture } from '@/features/campaigns/api/pictures/shown-pictures';
import { fetchShardTotals, shardTotalsOf, type ShardTotals } from '@/features/campaigns/api/shards/project-shards';
import { readProject, type Project } from './project-read';

/** A page of cards (a list with no search: project-list-page.ts). */
export async function fetchCardPage(filter: ProjectListFilter, cursor: ProjectCursor | null): Promise<ProjectPage> {
  const early = cursor ? null : await takeEarlyPage(filter);
  if (early) {
    // Read as the SDK reads a page: one card more than the page, which only says more exist.
    const shown = early.slice(0, PAGE_SIZE);
    const last = early.length > PAGE_SIZE ? shown[PAGE_SIZE - 1] : null;
    const orderField = projectListClauses(filter).order.field;
    const projects = shown.map((d) => readSummary(d.id, d.data));
    firstViewShowsPicture(projects[0]);
    return { projects, cursor: last && { afterId: last.id, orderValue: last.data[orderField] } };
  }
  const { constraints } = projectListConstraints(filter);
  const start = cursor && ('afterId' in cursor ? await resumeAfter(cursor) : startAfter(cursor));
  const { docs, next } = await readPageAndOne(query(projectCardsCollection(), ...constraints), start, PAGE_SIZE);
  return { projects: docs.map((d) => d.data()), cursor: next };
}

/**
 * Where the page after an early page starts: right after its last card; should that card be gone or
 * no longer public since (deleted, closed), after its place in the order instead.
 */
async function resumeAfter({ afterId, orderValue }: EarlyCursor): Promise<QueryConstraint> {
  const last = await getDoc(doc(projectCardsCollection(), afterId)).catch(() => null);
  return last?.exists() ? startAfter(last) : startAfter(orderValue);
}

/** A list as it first opens (no filter, search or sort chosen). */
function isDefault(filter: ProjectListFilter, scope: 'approved' | 'pending') {
  const initial = defaultFilter(scope);
  return (Object.keys(initial) as Array<keyof ProjectListFilter>).every((key) => filter[key] === initial[key]);
}

/** The first page index.html may have read for this list: the browse list's, or the admin's pending projects'. */
function takeEarlyPage(filter: ProjectListFilter) {
  if (isDefault(filter, 'approved')) return takeEarlyBrowsePage();
  return isDefault(filter, 'pending') ? takeEarlyPendingPage() : null;
}

/**
 * Read signed in: the project holds its founder's e-mail (index.html reads only its card, for the
 * picture). Raised, backers and the daily totals are its shards' sums, read at the same time (one
 * query, at most 4 documents): exact, where the project's own copy may lag (decision 0050). Only
 * reads: the lists' copy is the server's (functions/src/counters/raised-copy.ts).
 */
export async function fetchProject(id: string): Promise<Project | null> {
  const early = await takeEarlySessionProject(id);
  if (early) return withShardTotals(readProject(id, early.project.data), shardTotalsOf(early.shards));
  // A project that does not exist (or that the viewer may not read) refuses its shards too.
  const [snapshot, totals] = await Promise.all([getDoc(doc(projectsCollection(), id)), fetchShardTotals(id).catch(() => null)]);
  if (!snapshot.exists()) return null;
  return withShardTotals(snapshot.data(), totals);
}

/** A project with Raised, backers and the daily totals from its shards, when it has any. */
function withShardTotals(project: Project, totals: ShardTotals | null): Project {
  if (!totals?.counted) return project;
  return {
    ...project,
    raised: totals.raised,
    backerCount: totals.backerCount,
    fundedRatio: totals.raised / project.goal,
    fundingByDay: totals.days,
    moneyMark: totals.mark,
    tookMoney: true,
    holdsMoney: totals.raised > 0,
  };
}

export async function fetchProjectCard(id: string) {
  const snapshot = await getDoc(doc(projectCardsCollection(), id));
  return snapshot.exists() ? snapshot.data() : null;
}
