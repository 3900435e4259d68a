// Uploaded pictures in the visit's data cache, one entry per (project, size, pictureVersion): a
// version's bytes never change (a new upload is the next version), so an entry never goes stale and a
// list's refresh reads no bytes again. A list asks for all its cards' pictures at once (one query
// per 30 projects, readCardPictures), taking those already cached from the cache. The visit's one
// cache is named, not taken from React context, so a card renders wherever the cache is not provided.
import { useEffect } from 'react';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import { queryClient } from '@/lib/query-client';
import { hasEarlyPicture, takeEarlyPicture } from './early-reads';
import type { Picture } from './picture-converter';
import { readCardPictures, readPicture } from './pictures';

/** What a project says about its uploaded picture: a version from 1 up, or 0/null for none. */
export type PictureOwner = { id: string; pictureVersion?: number | null };

export const hasUploadedPicture = <T extends Pick<PictureOwner, 'pictureVersion'>>(project: T): project is T & { pictureVersion: number } =>
  typeof project.pictureVersion === 'number' && project.pictureVersion > 0;

export const pictureKeys = {
  one: (size: 'card' | 'page', projectId: string, version: number) => ['pictures', size, projectId, version] as const,
  cards: (wanted: string[]) => ['pictures', 'cards', wanted] as const,
};

// Kept a while after the last screen showing them goes: going back to a list shows them at once.
const PICTURE_GC_MS = 30 * 60_000;

type ReadCards = (projectIds: string[]) => Promise<Map<string, Picture>>;

/**
 * The card pictures of these projects by project id (null: the project says it has one, but it was
 * not found). Reads only those not cached, in one call to `read`; each answer is cached on its own.
 */
export async function cardPicturesOf(client: QueryClient, projects: PictureOwner[], read: ReadCards): Promise<Map<string, Picture | null>> {
  const wanted = projects.filter(hasUploadedPicture);
  const keyOf = (project: { id: string; pictureVersion: number }) => pictureKeys.one('card', project.id, project.pictureVersion);
  const missing = wanted.filter((project) => client.getQueryData(keyOf(project)) === undefined);
  if (missing.length > 0) {
    const found = await read(missing.map((project) => project.id));
    for (const project of missing) client.setQueryData(keyOf(project), found.get(project.id) ?? null);
  }
  return new Map(wanted.map((project) => [project.id, client.getQueryData<Picture | null>(keyOf(project)) ?? null]));
}

/**
 * The cards' pictures: the first card's as index.html read it, if it did, and the others in one query
 * sent meanwhile (an early read that failed is asked for again afterwards).
 */
async function readWithEarly(projectIds: string[]): Promise<Map<string, Picture>> {
  const early = projectIds.filter((id) => hasEarlyPicture(id, 'card'));
  const rest = projectIds.filter((id) => !early.includes(id));
  const [taken, found] = await Promise.all([
    Promise.all(early.map((id) => takeEarlyPicture(id, 'card'))),
    rest.length > 0 ? readCardPictures(db, rest) : new Map<string, Picture>(),
  ]);
  for (const picture of taken) if (picture) found.set(picture.projectId, picture);
  const missed = early.filter((id) => !found.has(id));
  if (missed.length > 0) for (const [id, picture] of await readCardPictures(db, missed)) found.set(id, picture);
  return found;
}

/** The key a list's pictures are cached under: which versions of which projects it shows. */
const wantedOf = (projects: PictureOwner[]) => projects.filter(hasUploadedPicture).map((project) => `${project.id}@${project.pictureVersion}`).sort();

/**
 * The card pictures of a list's cards, read together (one round trip for a page of cards). While
 * "Load more" reads the next page's, the pictures already shown stay.
 */
export function useCardPictures(projects: PictureOwner[]): (projectId: string) => Picture | null | undefined {
  const wanted = wantedOf(projects);
  const result = useQuery({
    queryKey: pictureKeys.cards(wanted),
    queryFn: () => cardPicturesOf(queryClient, projects, readWithEarly),
    enabled: wanted.length > 0,
    staleTime: Infinity,
    gcTime: PICTURE_GC_MS,
    placeholderData: keepPreviousData,
  }, queryClient);
  // A failed read shows each card's Image URL or placeholder rather than an endless empty frame.
  return (projectId) => (result.isError ? null : result.data?.get(projectId));
}

/** A project page's picture (the page size); while it loads, the card size if a list already read it. */
export function usePagePicture(project: PictureOwner) {
  const version = hasUploadedPicture(project) ? project.pictureVersion : 0;
  return useQuery({
    queryKey: pictureKeys.one('page', project.id, version),
    queryFn: async () => (await takeEarlyPicture(project.id, 'page')) ?? readPicture(db, project.id, 'page'),
    enabled: version > 0,
    staleTime: Infinity,
    gcTime: PICTURE_GC_MS,
    placeholderData: () => queryClient.getQueryData<Picture | null>(pictureKeys.one('card', project.id, version)) ?? undefined,
  }, queryClient);
}

// One object URL per blob shown, however many components show it; revoked once none does. The
// revoke waits a tick: a component that shows the same blob again at once (React's StrictMode runs
// effects twice, a list re-sorting its cards) keeps the URL it rendered with.
const objectUrls = new Map<Blob, { url: string; users: number }>();

function objectUrlOf(blob: Blob) {
  let entry = objectUrls.get(blob);
  if (!entry) objectUrls.set(blob, (entry = { url: URL.createObjectURL(blob), users: 0 }));
  return entry.url;
}

/** An object URL for the blob while the component shows it, revoked when no component does. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = blob ? objectUrlOf(blob) : null;
  useEffect(() => {
    if (!blob) return;
    objectUrlOf(blob);
    const entry = objectUrls.get(blob)!;
    entry.users += 1;
    return () => {
      entry.users -= 1;
      setTimeout(() => {
        if (entry.users > 0 || objectUrls.get(blob) !== entry) return;
        objectUrls.delete(blob);
        URL.revokeObjectURL(entry.url);
      });
    };
  }, [blob]);
  return url;
}
