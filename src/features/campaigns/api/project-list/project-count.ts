import { getCount, query } from 'firebase/firestore/lite';
import type { ProjectListFilter } from './project-list-filter';
import { projectCardsCollection, projectListConstraints } from './project-list-query';

/** How many cards a list without a search holds (the admin's Pending Projects count): the list's own query, counted by the server. */
export async function fetchProjectCount(filter: ProjectListFilter): Promise<number> {
  const { constraints } = projectListConstraints({ ...filter, search: '' });
  return (await getCount(query(projectCardsCollection(), ...constraints))).data().count;
}
