import { getCount, query, startAfter, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { readUpTo } from '@/lib/firestore-page';
import { collectPage, SEARCH_READ_CAP } from './collect-page';
import { isOneLetter, matchesTerms, PAGE_SIZE, searchTerms, type Project } from './project-model';
import type { ProjectListFilter } from './project-list-filter';
import { projectListConstraints, projectsCollection, type ProjectCursor, type ProjectPage } from './project-queries';

type SearchCursor = QueryDocumentSnapshot<Project>;

/** The word each page's cursor was read by: Load more goes on with it instead of counting again. */
const leadOfCursor = new WeakMap<SearchCursor, string>();

/**
 * The word Firestore answers for a search of several: the one the fewest projects of this list hold,
 * counted by the server (an aggregation read per 1,000 index entries), so a page reads few projects
 * that then fail another word. Null when a word matches nothing: then nothing matches every word.
 * A word of one letter is matched in the browser while a longer word can be queried ("solar s" as
 * it is typed: the stored tokens hold no one-letter prefixes, so its count says nothing).
 */
async function leadTerm(filter: ProjectListFilter, now: Date): Promise<string | null> {
  const all = searchTerms(filter.search);
  const terms = all.filter((term) => !isOneLetter(term));
  if (terms.length < 2) return terms[0] ?? all[0];
  const counts = await Promise.all(
    terms.map(async (term) => (await getCount(query(projectsCollection(), ...projectListConstraints(filter, now, term).constraints))).data().count),
  );
  const fewest = Math.min(...counts);
  return fewest === 0 ? null : terms[counts.indexOf(fewest)];
}

/**
 * A page of a search: the projects' stored search tokens answer the rarest word (cards hold none),
 * and the page reads on in that word's results until 12 projects match every word (bounded). Every
 * word's query has the list's order, so a cursor holds its place whichever word answers the next page.
 */
export async function fetchSearchPage(filter: ProjectListFilter, cursor: ProjectCursor | null): Promise<ProjectPage> {
  const now = new Date();
  const after = cursor as SearchCursor | null;
  const lead = (after && leadOfCursor.get(after)) ?? (await leadTerm(filter, now));
  if (lead === null) return { projects: [], cursor: null };
  const { constraints, extraTerms } = projectListConstraints(filter, now, lead);
  const ordered = query(projectsCollection(), ...constraints);
  const readBatch = (from: SearchCursor | null, size: number) => readUpTo(ordered, from && startAfter(from), size);
  const { matches, cursor: next } = await collectPage(readBatch, (d) => matchesTerms(d.data(), extraTerms), {
    after,
    pageSize: PAGE_SIZE,
    readCap: SEARCH_READ_CAP,
  });
  if (next) leadOfCursor.set(next, lead);
  return { projects: matches.map((d) => d.data()), cursor: next as ProjectCursor | null };
}
