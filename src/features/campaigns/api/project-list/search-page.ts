import { getCount, query, startAfter, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { readUpTo } from '@/lib/firestore-page';
import { collectPage, SEARCH_READ_CAP } from './collect-page';
import { isOneLetter, matchesTerms, PAGE_SIZE, searchTerms } from '@/features/campaigns/api/projects/project-model';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import type { ProjectListFilter } from './project-list-filter';
import {
  projectCardsCollection,
  projectListConstraints,
  projectsCollection,
  type ProjectCursor,
  type ProjectPage,
} from './project-list-query';

type SearchCursor = QueryDocumentSnapshot<Project>;
/** The word a search's pages are read by, and how many of its projects a page reads at first. */
type SearchPlan = { lead: string; batch: number };

/** Load more goes on with the first page's plan instead of counting again. */
const planOfCursor = new WeakMap<SearchCursor, SearchPlan>();

/** Reads planned per page: twice what the words' counts say a page and one take, so one read nearly always fills it. */
const MARGIN = 2;
/** What share of projects a word of one letter is assumed to start a word of (it cannot be counted). */
const ONE_LETTER_SHARE = 0.5;

const count = async (q: Parameters<typeof getCount>[0]) => (await getCount(q)).data().count;

/**
 * How a search reads. One word: its own query, a page and one, with no count (one round trip). Several:
 * every word and the list itself are counted at once by the server (one round trip, an aggregation
 * read per 1,000 index entries each); the rarest word leads, and a page reads as many of its projects
 * as the others' shares of the list say hold 13 matches, twice over (the second round trip). Null when
 * a word is in no project of the list. A word of one letter is matched in the browser only: the
 * stored tokens hold no one-letter prefixes ("solar s" as it is typed).
 */
async function planSearch(filter: ProjectListFilter, now: Date): Promise<SearchPlan | null> {
  const all = searchTerms(filter.search);
  const terms = all.filter((term) => !isOneLetter(term));
  if (terms.length < 2) return { lead: terms[0] ?? all[0], batch: readsFor(ONE_LETTER_SHARE ** (all.length - 1)) };
  const oneLetterShare = ONE_LETTER_SHARE ** (all.length - terms.length);
  const [listed, ...counts] = await Promise.all([
    count(query(projectCardsCollection(), ...projectListConstraints({ ...filter, search: '' }, now).constraints)),
    ...terms.map((term) => count(query(projectsCollection(), ...projectListConstraints(filter, now, term).constraints))),
  ]);
  const fewest = Math.min(...counts);
  if (fewest === 0 || listed === 0) return null;
  const leadIndex = counts.indexOf(fewest);
  const share = counts.reduce((product, n, i) => (i === leadIndex ? product : product * Math.min(1, n / listed)), oneLetterShare);
  const batch = readsFor(share);
  // Close to all of the lead's projects: read them all (and one, for a count a moment old), so no page follows.
  return { lead: terms[leadIndex], batch: fewest <= batch * 1.5 ? Math.min(fewest + 1, SEARCH_READ_CAP) : batch };
}

/** Reads for a page and one more match, when `share` of the lead word's projects match every other word (all: a page and one). */
const readsFor = (share: number) => (share >= 1 ? PAGE_SIZE + 1 : Math.min(SEARCH_READ_CAP, Math.ceil((MARGIN * (PAGE_SIZE + 1)) / share)));

/**
 * A page of a search: the projects' stored search tokens answer the lead word (cards hold none), and
 * the page keeps the projects that match every word, reading on only if its planned read fell short
 * (at most SEARCH_READ_CAP a page). Every word's query has the list's order, so a cursor holds its
 * place. `signal`: a search replaced by another (typing on) reads nothing further.
 */
export async function fetchSearchPage(filter: ProjectListFilter, cursor: ProjectCursor | null, signal?: AbortSignal): Promise<ProjectPage> {
  signal?.throwIfAborted();
  const now = new Date();
  const after = cursor as SearchCursor | null;
  const plan = (after && planOfCursor.get(after)) ?? (await planSearch(filter, now));
  if (plan === null) return { projects: [], cursor: null };
  const { constraints, extraTerms } = projectListConstraints(filter, now, plan.lead);
  const ordered = query(projectsCollection(), ...constraints);
  const readBatch = (from: SearchCursor | null, size: number) => {
    signal?.throwIfAborted();
    return readUpTo(ordered, from && startAfter(from), size);
  };
  const { matches, cursor: next } = await collectPage(readBatch, (d) => matchesTerms(d.data(), extraTerms), {
    after,
    pageSize: PAGE_SIZE,
    readCap: SEARCH_READ_CAP,
    firstBatch: plan.batch,
  });
  if (next) planOfCursor.set(next, plan);
  return { projects: matches.map((d) => d.data()), cursor: next as ProjectCursor | null };
}
