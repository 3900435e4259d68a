// Uploaded pictures in the visit's data cache, one entry per (project, size, pictureVersion): a
// version's bytes never change (a new upload is the next version), so an entry never goes stale and a
// list's refresh reads no bytes again. A list asks for all its cards' pictures at once (one query
// per 30 projects, readCardPictures), taking those already cached from the cache; only the picture
// index.html read early is shown before them. The visit's one
// cache is named, not taken from React context, so a card renders wherever the cache is not provided.
import { useEffect, useState } from 'react';
import { queryOptions, skipToken, useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import { queryClient } from '@/lib/query-client';
import { firstViewPaints } from '@/utils/first-view';
import { hasEarlyPicture, takeEarlyPicture } from '@/features/campaigns/api/project-list/early-reads';
import type { Picture } from '@/lib/pictures/picture-converter';
import type { PictureSize } from '@shared/pictures/picture-limits';
import { readCardPictures, readPicture } from './picture-queries';
import { pictureDecoder, shownPicture, type DecodeSize } from '@/lib/pictures/picture-decode';

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
export async function cardPicturesOf(
  client: QueryClient,
  projects: PictureOwner[],
  read: ReadCards,
  decode: DecodeSize = pictureDecoder(),
): Promise<Map<string, Picture | null>> {
  const wanted = projects.filter(hasUploadedPicture);
  const keyOf = (project: { id: string; pictureVersion: number }) => pictureKeys.one('card', project.id, project.pictureVersion);
  const missing = wanted.filter((project) => client.getQueryData(keyOf(project)) === undefined);
  if (missing.length > 0) {
    const found = await read(missing.map((project) => project.id));
    // A picture whose bytes decode beyond its bounds is cached as none: it is never rendered.
    const shown = await Promise.all(missing.map((project) => shownPicture(found.get(project.id) ?? null, decode)));
    missing.forEach((project, index) => client.setQueryData(keyOf(project), shown[index]));
  }
  return new Map(wanted.map((project) => [project.id, client.getQueryData<Picture | null>(keyOf(project)) ?? null]));
}

// The cards whose picture index.html read early and the list's first page put in the cache, until shown.
const primed = new Set<string>();
const SHOWN_AT_THE_LATEST_MS = 3000;

/**
 * Puts the picture index.html read early for this card (the first of the browse list) in the cache,
 * so the card shows it from its first render: the largest paint waits for nothing more. Called with
 * the early first page (project-queries.ts); a picture not read early, or not found, is left for
 * the list's one read.
 */
export async function primeEarlyCardPicture(project: PictureOwner | undefined) {
  if (project && (await cacheEarlyCardPicture(project))) primed.add(project.id);
}

// Settles the first view's picture (firstViewPaints) once a picture of the opened screen has been painted.
let earlyPicturePainted = () => {};

/**
 * Puts the card-size picture index.html read early for this project in the cache; whether it did.
 * The opened screen shows it first, so what waits for the first view waits for its paint.
 */
export async function cacheEarlyCardPicture(project: PictureOwner): Promise<boolean> {
  if (!hasUploadedPicture(project) || !hasEarlyPicture(project.id, 'card')) return false;
  const read = await takeEarlyPicture(project.id, 'card');
  const picture = await shownPicture(read);
  // One that decodes beyond its bounds is cached as none (never rendered, nor read again).
  if (read && !picture) queryClient.setQueryData(pictureKeys.one('card', project.id, project.pictureVersion), null);
  if (picture) {
    firstViewPaints(new Promise<void>((resolve) => (earlyPicturePainted = resolve)));
    queryClient.setQueryData(pictureKeys.one('card', project.id, project.pictureVersion), picture);
  }
  return picture !== null;
}

/** The key a list's pictures are cached under: which versions of which projects it shows. */
const wantedOf = (projects: PictureOwner[]) =>
  projects
    .filter(hasUploadedPicture)
    .map((project) => `${project.id}@${project.pictureVersion}`)
    .sort();

export const cardPicturesQuery = (projects: PictureOwner[]) =>
  queryOptions({
    queryKey: pictureKeys.cards(wantedOf(projects)),
    queryFn: () => cardPicturesOf(queryClient, projects, (ids) => readCardPictures(db, ids)),
    staleTime: Infinity,
    gcTime: PICTURE_GC_MS,
  });

export type CardPictures = {
  /** A card's picture: undefined while it loads, null when there is none to show (not found, or the read failed). */
  pictureOf: (projectId: string) => Picture | null | undefined;
  /** For the cards' pictures to call once shown (loaded or failed): the first one lets the others be read. */
  onPictureShown: () => void;
};

/**
 * The card pictures of a list's cards: the one index.html read early (the largest paint) shown at
 * once (primeEarlyCardPicture), then, once it is on screen, all the others in one read (one round trip for a page of cards),
 * so on a slow line their bytes never hold the first picture back. A list without an early picture
 * reads them all at once. While "Load more" reads the next page's, the pictures already shown stay.
 */
export function useCardPictures(projects: PictureOwner[]): CardPictures {
  const wanted = projects.filter(hasUploadedPicture);
  const [shown, setShown] = useState(false);
  const waitForFirst = !shown && wanted.some((project) => primed.has(project.id));
  // Should the first picture never be shown (the list left at once), the others are not held back long.
  useEffect(() => {
    if (!waitForFirst) return;
    const timer = setTimeout(() => setShown(true), SHOWN_AT_THE_LATEST_MS);
    return () => clearTimeout(timer);
  }, [waitForFirst]);

  const rest = useQuery({ ...cardPicturesQuery(projects), enabled: wanted.length > 0 && !waitForFirst }, queryClient);

  // Each card watches its own picture's entry, filled by either read (or by an earlier list).
  const pictures = useQueries(
    {
      queries: wanted.map((project) => cachedPicture('card', project.id, project.pictureVersion)),
      combine: (results) => results.map((result) => result.data),
    },
    queryClient,
  );
  const byId = new Map(wanted.map((project, index) => [project.id, pictures[index]]));
  const onPictureShown = () => {
    primed.clear(); // shown once: no later list waits for it
    earlyPicturePainted();
    setShown(true);
  };
  // A failed read shows each card's Image URL or placeholder rather than an endless empty frame.
  // A picture read as none (not found, or refused by its decoded size) shows as none, not as loading.
  const pictureOf = (projectId: string) => {
    const picture = byId.get(projectId);
    return picture !== undefined ? picture : rest.isError ? null : undefined;
  };
  return { pictureOf, onPictureShown };
}

/** Watches a picture's cache entry without reading it: whichever read fills it (the list's, the early read's). */
const cachedPicture = (size: PictureSize, projectId: string, version: number) =>
  queryOptions<Picture | null>({
    queryKey: pictureKeys.one(size, projectId, version),
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: PICTURE_GC_MS,
  });

const pagePictureQuery = (project: PictureOwner) =>
  queryOptions({
    queryKey: pictureKeys.one('page', project.id, project.pictureVersion ?? 0),
    queryFn: async () => shownPicture(await readPicture(db, project.id, 'page')),
    staleTime: Infinity,
    gcTime: PICTURE_GC_MS,
  });

/**
 * A project page's picture: the page size, and until it has come the card size when it is cached
 * (index.html's early read, or a list). With a card size to show, the page size is read only once
 * that is on screen (`onShown`), so on a slow line its bytes never hold back the largest paint.
 */
export function usePagePicture(project: PictureOwner): { picture: Picture | null | undefined; onShown: () => void } {
  const version = hasUploadedPicture(project) ? project.pictureVersion : 0;
  const card = useQuery(cachedPicture('card', project.id, version), queryClient).data;
  const [shown, setShown] = useState(false);
  const waitForCard = !!card && !shown;
  const page = useQuery({ ...pagePictureQuery(project), enabled: version > 0 && !waitForCard }, queryClient);
  // Read as none (not found, or refused by its decoded size): the card size if cached, else no picture.
  const picture = page.isError || page.data === null ? (card ?? null) : (page.data ?? card ?? undefined);
  const onShown = () => {
    earlyPicturePainted();
    setShown(true);
  };
  return { picture: version > 0 ? picture : undefined, onShown };
}
