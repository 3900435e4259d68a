import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore/lite';
import { readProjectFields, readSummaryFields, type Project, type ProjectSummary } from './project-read';

/** The card fields, alike in a projects document and in its projectCards copy (read through projectCardSchema). */
export const readSummary = (id: string, data: DocumentData): ProjectSummary => readSummaryFields(id, data);

/** The one place a projectCards document becomes a ProjectSummary: Timestamps become Dates here. */
export const projectCardConverter: FirestoreDataConverter<ProjectSummary> = {
  toFirestore: (card) => card,
  fromFirestore: (snapshot) => readSummary(snapshot.id, snapshot.data()),
};

/** A projects document's data as a Project (also for one that index.html read early), read through projectSchema. */
export const readProject = (id: string, data: DocumentData): Project => readProjectFields(id, data);

/** The one place a projects document becomes a Project. */
export const projectConverter: FirestoreDataConverter<Project> = {
  toFirestore: (project) => project,
  fromFirestore: (snapshot) => readProject(snapshot.id, snapshot.data()),
};
