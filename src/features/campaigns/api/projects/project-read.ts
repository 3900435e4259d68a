// Reading projects and their cards by projectSchema's fields (project-schema.ts), without loading the
// schema library on the pages that only read (every list). The kinds table must name exactly the
// schema's fields (the type says so) with the schema's kinds (tests/unit/schema-drift.test.ts).
import { readDoc, readingConverter, type ReadKinds, type ReadShape } from '@/lib/read-doc';
import { CATEGORIES, PROJECT_STATUSES } from './project-limits';
import { CAMPAIGN_DAYS } from '@shared/projects/deadlines';
import { NON_CARD_FIELDS } from '@shared/projects/card-copy';
import type { StoredCardOnly, StoredFounder, StoredProject, StoredReviewNote } from './project-schema';
import type { DealTerms } from '@/features/campaigns/api/deal-terms/deal-terms-limits';
import { readDealTerms } from '@/features/campaigns/api/deal-terms/deal-terms-text';

export type Category = (typeof CATEGORIES)[number];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const projectKinds = {
  title: 'string',
  description: 'string',
  goal: 'number',
  category: CATEGORIES,
  imageUrl: 'string',
  videoUrl: 'string',
  businessPlan: 'string',
  teamInfo: 'string',
  risks: 'string',
  durationDays: 'number',
  searchTokens: 'strings',
  creatorName: 'string',
  creatorId: 'string',
  approved: 'boolean',
  status: PROJECT_STATUSES,
  raised: 'number',
  updates: 'strings',
  createdAt: 'timestamp',
  updatedAt: 'timestamp',
  bookmarked: 'boolean',
  endsAt: 'timestamp',
  extensionDays: 'number',
  backerCount: 'number',
  fundedRatio: 'number',
  reviewCount: 'number',
  lastInvestmentId: 'string',
  closedAt: 'timestamp',
  // 0 or null: no uploaded picture.
  pictureVersion: 'number',
  pictureHashes: 'record',
  lastAuditId: 'string',
  raisedSyncedAt: 'timestamp',
  syncedShards: 'strings',
  dealTerms: 'record',
} as const satisfies ReadKinds<StoredProject>;

type NonCard = (typeof NON_CARD_FIELDS)[number];
/** projectCards/{id}: the project's fields less NON_CARD_FIELDS (projectCardSchema). */
export const cardKinds = Object.fromEntries(
  Object.entries(projectKinds).filter(([key]) => !(NON_CARD_FIELDS as readonly string[]).includes(key)),
) as Omit<typeof projectKinds, NonCard>;
/**
 * The fields of a project card document, projectCards/{id} (projectCardSchema): what a card shows and
 * what the lists filter and sort on. A card is the server's copy of these fields of its project
 * (functions/src/cards); the long texts and the search tokens stay
 * on the project, so a page of 12 cards is a few kilobytes.
 */
export const PROJECT_CARD_FIELDS = Object.keys(cardKinds) as Array<keyof typeof cardKinds>;
/** The card's own fields (cardOnlySchema; CARD_ONLY_FIELDS in shared/projects/card-copy.ts): never copied from its project. */
export const cardOnlyKinds = { openDues: 'record' } as const satisfies ReadKinds<StoredCardOnly>;
/** A projectCards document: its project's card fields and its own. */
export const projectCardKinds = { ...cardKinds, ...cardOnlyKinds };

type Derived = {
  id: string;
  /** It ever took an investment (lastInvestmentId from before the shards, or a synced counter): the admin may close it. */
  tookMoney: boolean;
  /**
   * It holds money now (firestore.rules holdsMoney: its shards' sum is above zero): its goal is fixed,
   * the admin closes it instead of deleting it, and its founder's edits go to its Edit history. From
   * the shards where they were read (fetchProject), else from the synced copy of Raised.
   */
  holdsMoney: boolean;
};
/**
 * A project as the app reads it: the stored fields with Dates, less the search tokens. fundingByDay
 * (UTC day number -> whole dollars) is the sum of its shards' days (fetchProject), empty until read.
 */
export type Project = Omit<ReadShape<StoredProject>, 'searchTokens' | 'lastInvestmentId' | 'lastAuditId' | 'dealTerms'> &
  Derived & {
    /** Its deal terms, or null when it states none. */
    dealTerms: DealTerms | null;
    fundingByDay: Record<string, number>;
    /** Changes with every investment and cancellation (the shards' last moves); '' until the shards are read. */
    moneyMark: string;
  };
/** The shards' sums as the counter sync needs them (project-shards.ts ShardTotals). */
export type ShardSums = { raised: number; backerCount: number; ids: string[] };
/** What a project card shows, read from its card document or from the project (which has no openDues: no Late badge). */
export type ProjectSummary = Omit<ReadShape<Omit<StoredProject, NonCard>>, 'lastInvestmentId'> &
  Partial<ReadShape<StoredCardOnly>> &
  Derived;

/** Status and length get their meaning here: approved wins over a stale status; approved is never a status without it. */
function derive<
  T extends {
    approved: boolean;
    status: ProjectStatus;
    durationDays: number;
    lastInvestmentId: string;
    raisedSyncedAt: Date | null;
    raised: number;
  },
>(id: string, read: T) {
  const { lastInvestmentId, ...rest } = read;
  const status: ProjectStatus = rest.approved ? 'approved' : rest.status === 'approved' ? 'pending' : rest.status;
  return {
    ...rest,
    id,
    status,
    durationDays: rest.durationDays || CAMPAIGN_DAYS.default,
    tookMoney: lastInvestmentId !== '' || rest.raisedSyncedAt !== null,
    // A project from before the shards, never synced, holds what its own raised says.
    holdsMoney: rest.raised > 0,
  };
}

export const readSummary = (id: string, data: Record<string, unknown>): ProjectSummary =>
  derive(id, readDoc<Omit<StoredProject, NonCard> & StoredCardOnly>(projectCardKinds, data));

export function readProject(id: string, data: Record<string, unknown>): Project {
  const { searchTokens: _tokens, ...project } = derive(id, readDoc<StoredProject>(projectKinds, data));
  void _tokens;
  return { ...project, dealTerms: readDealTerms(project.dealTerms), fundingByDay: {}, moneyMark: '' };
}

/** projects/{id}/private/review: the admin's reason for sending a project back (reviewNoteSchema). */
export const reviewNoteKinds = {
  note: 'string',
  reviewCount: 'number',
  sentBackAt: 'timestamp',
} as const satisfies ReadKinds<StoredReviewNote>;
export const readReviewNote = (data: Record<string, unknown>) => readDoc<StoredReviewNote>(reviewNoteKinds, data);

/** projects/{id}/private/founder: the founder's e-mail address (founderSchema), for the admin's project page. */
export const founderKinds = { email: 'string' } as const satisfies ReadKinds<StoredFounder>;
export const readFounder = (data: Record<string, unknown>) => readDoc<StoredFounder>(founderKinds, data);

/** The one place a projectCards document becomes a ProjectSummary: Timestamps become Dates here. */
export const projectCardConverter = readingConverter(readSummary);
/** The one place a projects document becomes a Project. */
export const projectConverter = readingConverter(readProject);
