// Every Firestore collection's schema, with where firestore.rules states the same shape. One entry
// per shape: tests/unit/schema-drift.test.ts compares each entry's schema with the rules text, and the
// seed checks every document it writes against the entry whose path matches.
// To add a collection: write its schema in its feature's api/, give the rules one key-list function,
// and add an entry here.
import { z } from 'zod/mini';
import type { Kind } from '../src/lib/read-doc';
import { projectCardKinds, founderKinds, projectKinds, reviewNoteKinds } from '../src/features/campaigns/api/projects/project-read';
import { investmentKinds, receiptKinds } from '../src/features/investments/api/investment-read';
import { inboxKinds, questionKinds, updateKinds } from '../src/features/engagement/api/engagement-read';
import { userKinds } from '../src/features/users/api/user-read';
import { MAX_EXTENSION_DAYS } from '../shared/admin/admin-calls';
import { auditEntryKinds } from '../src/features/audit/api/audit-read';
import { reportKinds } from '../src/features/reports/api/report-read';
import { campaignEditKinds } from '../src/features/campaigns/api/edits/edit-read';
import { campaignEditSchema } from '../src/features/campaigns/api/edits/edit-schema';
import {
  founderSchema,
  projectCardSchema,
  projectSchema,
  projectShardSchema,
  reviewNoteSchema,
  tombstoneSchema,
} from '../src/features/campaigns/api/projects/project-schema';
import { auditEntrySchema, auditReporterSchema } from '../src/features/audit/api/audit-schema';
import { reportSchema } from '../src/features/reports/api/report-schema';
import {
  investmentSchema,
  investorLimitSchema,
  investorMarkerSchema,
  receiptSchema,
} from '../src/features/investments/api/investment-schema';
import { inboxSchema, questionSchema, savedSchema, updateSchema } from '../src/features/engagement/api/engagement-schema';
import { askerSchema } from '../src/features/engagement/api/askers-schema';
import { posterSchema } from '../src/features/engagement/api/posters-schema';
import { updateRequestSchema, updateRequestTallySchema } from '../src/features/engagement/api/update-requests/update-request-schema';
import { updateRequestKinds, updateRequestTallyKinds } from '../src/features/engagement/api/update-requests/update-request-read';
import { UPDATE_REQUEST_DAYS } from '../src/features/engagement/api/update-requests/update-request-limits';
import { creatorLimitSchema } from '../src/features/campaigns/api/projects/creator-limit-schema';
import { pictureSchema } from '@/lib/pictures/picture-schema';
import { PICTURE_SIZES } from '@shared/pictures/picture-limits';
import { userSchema } from '../src/features/users/api/user-schema';
import { dealTermsSchema } from '../src/features/campaigns/api/deal-terms/deal-terms-schema';
import { USER_LIMITS } from '../src/features/users/api/user-limits';
import { publicProfileSchema } from '../src/features/users/api/public-profile-schema';
import { publicProfileKinds } from '../src/features/users/api/public-profile-read';
import { profilePictureSchema } from '../src/features/users/api/profile-picture-schema';
import { PROFILE_PICTURE } from '@shared/pictures/profile-picture-limits';
import { planLineSchema, planSchema } from '@/features/accountability/api/use-of-funds/plan-schema';
import { planKinds } from '@/features/accountability/api/use-of-funds/plan-read';
import { spendingEntrySchema, spendingTotalSchema } from '@/features/accountability/api/spending/spending-schema';
import { founderRecordSchema, recordedUpdateSchema } from '@/features/accountability/api/founders/founder-record-schema';
import { founderRecordKinds } from '@/features/accountability/api/founders/founder-record-read';
import { spendingEntryKinds } from '@/features/accountability/api/spending/spending-read';
import { milestoneSchema, milestoneSlot, postponementSchema } from '@/features/accountability/api/milestones/milestone-schema';
import { milestoneKinds } from '@/features/accountability/api/milestones/milestone-read';
import { MILESTONE_LIMITS } from '@/features/accountability/api/milestones/milestone-limits';
import { autoId, randomUuid } from '../src/lib/schema-fields';
import { reminderSchema } from '../src/features/engagement/api/reminders/reminder-schema';
import { reminderKinds } from '../src/features/engagement/api/reminders/reminder-read';
import { outcomeSchema } from '../src/features/investments/api/outcome-schema';
import { outcomeKinds } from '@/features/investments/api/outcome-queries';

export type CollectionSchema = {
  /** The document path, {placeholders} for ids. */
  path: string;
  schema: z.ZodMiniObject;
  /** The rules' key-list functions whose lists, together, are every field the document may hold. */
  rulesKeys: string[];
  /** The kinds table the app reads the documents by (a feature's api/*-read.ts), when it reads them. */
  readKinds?: Record<string, Kind>;
  /**
   * Where the rules check the fields' values: function names or `match` paths. There, these are
   * compared with the schema:
   * - isBoundedText(x.field, min, max), isWholeDollars(x.field, max), isSafeUrl(x.field): the bounds;
   * - `doc.field in [...]`, `doc.field in list()` (a function returning a list), `doc.field == 'a'` or
   *   `!= 'a'`, `doc.field == pick()` (a function returning one of some literals): the values, doc being
   *   data, incoming() or existing() (`doc.get('field', ...)` too). The values of all an entry's
   *   checks together are the field's enum.
   * [name, field] reads every bound and value in that function (`>= min` and `<= max` too) as the
   * field's. { in, as } names the document otherwise there (`as: 'project'` in canReadProject(project, ...),
   * instead of data, incoming() and existing()); { in, fields } takes only those fields' checks from it.
   * Without rulesChecks only the keys are compared.
   */
  rulesChecks?: RulesCheck[];
  /**
   * Values and bounds of fields only the server writes (the admin's actions, functions/src/admin): no
   * client may write them, so the rules never check them; they count as the rules' checks here.
   */
  serverSets?: Record<string, { values?: string[]; max?: number }>;
  /**
   * The form of the document's id, where a client chooses it: its schema and the
   * firestore.rules function that requires the same form of the path's last {placeholder} (isAutoId,
   * isRandomUuid). exceptWhen: the documents of another form the rules let in; createdOnly: only a
   * client's create is held to it, so the seed's documents are not.
   */
  id?: { schema: z.ZodMiniType; rules: string; exceptWhen?: (data: Record<string, unknown>) => boolean; createdOnly?: true };
  /** Bounds outside those forms: a number the pattern captures in the rules function, and the schema's. */
  rulesNumbers?: Array<{ what: string; rules: [string, RegExp]; schema: (json: JsonSchema) => unknown }>;
};

export type RulesCheck = string | [name: string, field: string] | { in: string; as?: string; fields?: string[] };

export type JsonSchema = { properties: Record<string, Record<string, unknown> & { items?: Record<string, unknown> }>; required?: string[] };

export const collectionSchemas: CollectionSchema[] = [
  {
    path: 'users/{userId}',
    schema: userSchema,
    readKinds: userKinds,
    rulesKeys: ['userKeys', 'serverUserKeys'],
    rulesChecks: [
      'validProfileFields',
      ['isAcceptableDisplayName', 'fullName'],
      ['isAcceptableDisplayName', 'displayName'],
      'match /users/{userId}',
      ['selfChosenRole', 'role'],
      ['allowedRoleChange', 'role'],
      'validPhoneNumber',
      'validRisksAcknowledgement',
    ],
    rulesNumbers: [
      { what: 'fewest digits of a phone number', rules: ['validPhoneNumber', /digits >= (\d+)/], schema: () => USER_LIMITS.phoneDigitsMin },
      { what: 'most digits of a phone number', rules: ['validPhoneNumber', /digits <= (\d+)/], schema: () => USER_LIMITS.phoneDigitsMax },
    ],
  },
  // The public copy of a member's name and bio (its values are the users document's, isProfileCopy), and their picture's hash.
  {
    path: 'profiles/{userId}',
    schema: publicProfileSchema,
    readKinds: publicProfileKinds,
    rulesKeys: ['publicProfileKeys', 'profilePictureNameKeys'],
  },
  // A member's profile picture, a small square (its width is its height); bounds are PROFILE_PICTURE's.
  {
    path: 'profilePictures/{userId}',
    schema: profilePictureSchema,
    rulesKeys: ['profilePictureKeys'],
    rulesChecks: ['validProfilePicture'],
    rulesNumbers: [
      {
        what: 'profile picture side',
        rules: ['validProfilePicture', /isPictureSide\(data\.width, (\d+)\)/],
        schema: () => PROFILE_PICTURE.maxSide,
      },
      { what: 'profile picture bytes', rules: ['validProfilePicture', /bytes\.size\(\) <= (\d+)/], schema: () => PROFILE_PICTURE.maxBytes },
    ],
  },
  {
    path: 'projects/{projectId}',
    schema: projectSchema,
    // The demo's and the bench's projects keep readable ids (the demo's URLs); no client creates one.
    id: { schema: randomUuid(), rules: 'isRandomUuid', createdOnly: true },
    readKinds: projectKinds,
    rulesKeys: ['projectKeys'],
    rulesChecks: [
      'validContent',
      'validNewProject',
      'isCreatorEdit',
      'isCreatorResubmit',
      { in: 'canReadProject', as: 'project' },
      ['isCampaignLength', 'durationDays'],
    ],
    // Approve and extend are the server's alone.
    serverSets: { status: { values: ['approved'] }, extensionDays: { max: MAX_EXTENSION_DAYS } },
  },
  // A project's deal terms, a map on the project (validDealTerms), checked as a shape of its own.
  {
    path: 'projects/{projectId}#dealTerms',
    schema: dealTermsSchema,
    rulesKeys: ['dealTermsKeys'],
    rulesChecks: [
      { in: 'validDealTerms', as: 'terms', fields: ['instrument', 'minimumInvestment'] },
      ['isValuation', 'valuationCap'],
      ['isValuation', 'preMoneyValuation'],
      ['isDiscountPercent', 'discountPercent'],
      ['isPricePerShareCents', 'pricePerShareCents'],
      ['isInterestRatePercent', 'interestRatePercent'],
      ['isRevenueSharePercent', 'revenueSharePercent'],
      ['isRepaymentMultipleTenths', 'repaymentMultipleTenths'],
    ],
  },
  // The founder's plan for the money, and each of its lines (a list in it, no document of their own).
  {
    path: 'projects/{projectId}/useOfFunds/{docId}',
    schema: planSchema,
    readKinds: planKinds,
    rulesKeys: ['planKeys'],
    rulesNumbers: [
      { what: 'most lines of a plan', rules: ['validPlan', /lines\.size\(\) <= (\d+)/], schema: (json) => json.properties.lines.maxItems },
      {
        what: 'fewest lines of a plan',
        rules: ['validPlan', /lines\.size\(\) >= (\d+)/],
        schema: (json) => json.properties.lines.minItems,
      },
    ],
  },
  {
    path: 'projects/{projectId}/useOfFunds/plan#lines[]',
    schema: planLineSchema,
    rulesKeys: ['planLineKeys'],
    rulesChecks: [{ in: 'validPlanLine', as: 'line' }],
  },
  // The founder's milestones with dates (slot '0' to '5'), and each postponement (a map in it, keyed '0' and '1').
  {
    path: 'projects/{projectId}/milestones/{milestoneId}',
    schema: milestoneSchema,
    id: { schema: milestoneSlot(), rules: 'isMilestoneSlot' },
    readKinds: milestoneKinds,
    rulesKeys: ['milestoneKeys', 'serverMilestoneKeys'],
    rulesChecks: [
      { in: 'validMilestonePlan', fields: ['title', 'description'] },
      // What was delivered is '' until then; once delivered, not empty (size() > 0 there).
      { in: 'isDelivery', as: 'after', fields: ['delivered', 'evidenceUrl'] },
    ],
    rulesNumbers: [
      {
        what: 'most postponements of a milestone',
        rules: ['isPostponement', /count < (\d+)/],
        schema: () => MILESTONE_LIMITS.postponements,
      },
      {
        what: 'most days ahead of a due day',
        rules: ['isMilestoneDue', /duration\.value\((\d+), 'd'\)/],
        schema: () => MILESTONE_LIMITS.aheadDaysMax,
      },
    ],
  },
  {
    path: 'projects/{projectId}/milestones/{milestoneId}#postponements',
    schema: postponementSchema,
    rulesKeys: ['postponementKeys'],
    rulesChecks: [{ in: 'validPostponement', as: 'entry' }],
  },
  {
    path: 'projects/{projectId}/updates/{updateId}',
    schema: updateSchema,
    id: { schema: autoId(), rules: 'isAutoId' },
    readKinds: updateKinds,
    rulesKeys: ['updateKeys'],
    rulesChecks: ['validUpdateText'],
  },
  {
    path: 'projects/{projectId}/questions/{questionId}',
    schema: questionSchema,
    id: { schema: autoId(), rules: 'isAutoId' },
    readKinds: questionKinds,
    rulesKeys: ['questionKeys', 'answerKeys'],
    rulesChecks: ['validNewQuestion', 'match /projects/{projectId}/questions/{questionId}', ['isAcceptableDisplayName', 'askerName']],
  },
  {
    path: 'projects/{projectId}/askers/{askerId}',
    schema: askerSchema,
    rulesKeys: ['askerKeys'],
    rulesChecks: [['validAskerCount', 'countInWindow']],
  },
  {
    path: 'projects/{projectId}/posters/{posterId}',
    schema: posterSchema,
    rulesKeys: ['posterKeys'],
    rulesChecks: [['validPosterCount', 'countInWindow']],
  },
  // A backer's request for an update (one per backer: the id is theirs), and the tally of a round's requests.
  {
    path: 'projects/{projectId}/updateRequests/{userId}',
    schema: updateRequestSchema,
    readKinds: updateRequestKinds,
    rulesKeys: ['updateRequestKeys', 'serverUpdateRequestKeys'],
    rulesNumbers: [
      {
        what: 'days without an update before a backer may ask',
        rules: ['updateRequestDays', /return (\d+);/],
        schema: () => UPDATE_REQUEST_DAYS,
      },
    ],
  },
  {
    path: 'creatorLimits/{creatorId}',
    schema: creatorLimitSchema,
    rulesKeys: ['creatorLimitKeys'],
    rulesChecks: [['validCreatedCount', 'countInWindow']],
  },
  {
    path: 'projects/{projectId}/pictures/{size}',
    schema: pictureSchema,
    rulesKeys: ['pictureKeys'],
    rulesChecks: ['validPicture'],
    // The bounds differ per size (card, page), so they are compared with PICTURE_SIZES, not the schema.
    rulesNumbers: [
      { what: 'card picture longest side', rules: ['maxPictureSide', /'card' \? (\d+)/], schema: () => PICTURE_SIZES.card.maxSide },
      { what: 'page picture longest side', rules: ['maxPictureSide', / : (\d+)/], schema: () => PICTURE_SIZES.page.maxSide },
      { what: 'card picture bytes', rules: ['maxPictureBytes', /'card' \? (\d+)/], schema: () => PICTURE_SIZES.card.maxBytes },
      { what: 'page picture bytes', rules: ['maxPictureBytes', / : (\d+)/], schema: () => PICTURE_SIZES.page.maxBytes },
    ],
  },
  { path: 'users/{userId}/saved/{projectId}', schema: savedSchema, rulesKeys: ['savedKeys'] },
  {
    path: 'users/{userId}/inbox/{docId}',
    schema: inboxSchema,
    readKinds: inboxKinds,
    rulesKeys: ['inboxKeys'],
    rulesNumbers: [
      {
        what: 'projects the inbox follows',
        rules: ['validFollowing', /after\.size\(\) <= (\d+)/],
        schema: (json) => json.properties.following.maxItems,
      },
    ],
  },
  // Members' reports (the admin's handling is the server's).
  // The founder's e-mail address, off the project (which every member and guest reads).
  {
    path: 'projects/{projectId}/private/founder',
    schema: founderSchema,
    readKinds: founderKinds,
    rulesKeys: ['founderKeys'],
  },
  {
    path: 'projects/{projectId}/reports/{reporterId}',
    schema: reportSchema,
    readKinds: reportKinds,
    rulesKeys: ['reportKeys', 'reportHandlingKeys'],
    // Filing (validNewReport), again once handled (dismissed or actioned, by the server).
    rulesChecks: ['validNewReport', 'match /reports/{reporterId}'],
  },
];

/**
 * The money the functions write (decision 0080) and no client may: checked against the documents the
 * functions write (tests/functions) and those the seed writes, not against the rules, which refuse
 * every client write to them.
 */
export type ServerSchema = Pick<CollectionSchema, 'path' | 'schema' | 'readKinds' | 'id'>;

export const serverSchemas: ServerSchema[] = [
  {
    path: 'investments/{investmentId}',
    schema: investmentSchema,
    id: { schema: randomUuid(), rules: 'the invest function' },
    readKinds: investmentKinds,
  },
  { path: 'projects/{projectId}/backers/{investmentId}', schema: receiptSchema, readKinds: receiptKinds },
  { path: 'projects/{projectId}/investors/{investorId}', schema: investorMarkerSchema },
  { path: 'investorLimits/{investorId}', schema: investorLimitSchema },
  { path: 'projects/{projectId}/shards/{shardId}', schema: projectShardSchema },
  // Spending on the record (a correction's id is its entry's and '-correction'), and its running total.
  { path: 'projects/{projectId}/spending/{entryId}', schema: spendingEntrySchema, readKinds: spendingEntryKinds },
  { path: 'projects/{projectId}/spendingTotal/{docId}', schema: spendingTotalSchema },
  // A founder's track record, kept by the server (functions/src/founders and the others it names).
  { path: 'founderRecords/{userId}', schema: founderRecordSchema, readKinds: founderRecordKinds },
  { path: 'founderRecords/{userId}/recordedUpdates/{updateId}', schema: recordedUpdateSchema },
  // A project's card, the server's copy of it for the lists (functions/src/cards).
  { path: 'projectCards/{projectId}', schema: projectCardSchema, readKinds: projectCardKinds },
  // A campaign's Edit history, while it holds money (functions/src/edits).
  {
    path: 'projects/{projectId}/edits/{editId}',
    schema: campaignEditSchema,
    id: { schema: autoId(), rules: 'the projectWritten trigger' },
    readKinds: campaignEditKinds,
  },
  // The admin's audit trail, the tombstone of a deleted project, the private reason of a
  // send-back: written with each admin action by the server (functions/src/admin).
  {
    path: 'audit/{entryId}',
    schema: auditEntrySchema,
    // But a question's or update's removal, whose id that question or update fixes (questionAuditId).
    id: {
      schema: randomUuid(),
      rules: 'the adminAction function',
      exceptWhen: (data) => data.action === 'remove_question' || data.action === 'remove_update',
    },
    readKinds: auditEntryKinds,
  },
  { path: 'audit/{entryId}/private/{docId}', schema: auditReporterSchema },
  { path: 'deletedProjects/{projectId}', schema: tombstoneSchema },
  { path: 'projects/{projectId}/private/review', schema: reviewNoteSchema, readKinds: reviewNoteKinds },
  // The tally of a round's update requests (functions/src/update-requests).
  { path: 'projects/{projectId}/updateRequestTally/{docId}', schema: updateRequestTallySchema, readKinds: updateRequestTallyKinds },
  // What's new's reminders and outcomes, kept by the clock (functions/src/clock).
  { path: 'users/{userId}/reminders/{reminderId}', schema: reminderSchema, readKinds: reminderKinds },
  { path: 'users/{userId}/outcomes/{projectId}', schema: outcomeSchema, readKinds: outcomeKinds },
];

const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/\{\w+\}/g, '[^/]+')}$`).test(path);

/** The entry for a document path, or undefined. */
export const schemaForPath = (path: string): ServerSchema | undefined =>
  [...collectionSchemas, ...serverSchemas].find((entry) => matches(entry.path, path));

/** Throws, naming the document and the fields, when a document does not satisfy its collection's schema. */
export function checkDocuments(writes: Array<[string, Record<string, unknown>]>) {
  for (const [path, data] of writes) {
    const entry = schemaForPath(path);
    if (!entry) throw new Error(`No schema in scripts/collection-schemas.ts for ${path}`);
    const unknown = Object.keys(data).filter((key) => !(key in entry.schema.shape));
    if (unknown.length > 0) throw new Error(`${path} holds fields its schema does not name: ${unknown.join(', ')}`);
    const id = path.split('/').pop();
    if (entry.id && !entry.id.createdOnly && !entry.id.exceptWhen?.(data) && !z.safeParse(entry.id.schema, id).success)
      throw new Error(`${path}: its id is not of the form the app makes (${entry.id.rules})`);
    const result = z.safeParse(entry.schema, data);
    if (!result.success) throw new Error(`${path} does not match its schema: ${z.prettifyError(result.error)}`);
  }
  return writes;
}
