// Data generators for component and route tests: whole, valid objects with defaults, so a test
// names only the fields it is about. Each builder returns the document as the app reads it (Dates,
// an id) and first checks it, overrides included, against its collection's schema: a test that builds
// a document the app could never store fails at once, naming the field.
import { z } from 'zod/mini';
import type { AuthState, SessionUser } from '@/lib/auth-state';
import type { Role } from '@/lib/roles';
import { kindOf } from '@/lib/schema-fields';
import { ADMIN_EMAIL } from '@/config/rules-constants';
import { projectSchema, type ProjectContent } from '@/features/campaigns/api/projects/project-schema';
import { newProjectFields, type Creator } from '@/features/campaigns/api/projects/project-model';
import { projectSearchTokens } from '@shared/projects/search-tokens';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { investmentSchema, receiptSchema } from '@/features/investments/api/investment-schema';
import type { Backer, Investment } from '@/features/investments/api/investment-read';
import { questionSchema, updateSchema } from '@/features/engagement/api/engagement-schema';
import type { CampaignUpdate, Question } from '@/features/engagement/api/engagement-read';
import { reportSchema } from '@/features/reports/api/report-schema';
import type { Report } from '@/features/reports/api/reports-model';
import { auditEntrySchema } from '@/features/audit/api/audit-schema';
import type { AuditEntry } from '@/features/audit/api/audit-model';
import { userSchema } from '@/features/users/api/user-schema';
import type { UserProfile } from '@/features/users/api/user-read';
import { askerKeyOf } from './asker-keys';

let nextId = 1;

/** Some day in the demo's autumn, for a document's times. */
const day = (date: number) => new Date(Date.UTC(2026, 10, date));
/** A stored time as the schemas' timestamp() takes it (isTimestamp: any SDK's Timestamp); UI test helpers do not import Firebase. */
const stamp = (date: Date) => ({ toDate: () => date, toMillis: () => date.getTime() });

/**
 * The stored document `value` (as the app reads it) stands for, parsed by `schema`; throws, naming
 * `what` and the fields, when the schema refuses it, or when `value` holds a field the schema does not
 * name (beside the id and what the app derives, `derived`). A Date is the Timestamp it was read from;
 * an empty value ('' or null) that an optional field refuses is a field not written yet (an unanswered
 * question's answer); null in a required time is a stamp the test does not care about. `stored` gives
 * the fields the app does not read back (a project's searchTokens, an update's creatorId).
 */
function checked<T extends object>(
  what: string,
  schema: z.ZodMiniObject,
  value: T,
  stored: Record<string, unknown> = {},
  derived: string[] = [],
): T {
  const unknown = Object.keys(value).filter((key) => !(key in schema.shape) && key !== 'id' && !derived.includes(key));
  if (unknown.length > 0) throw new Error(`${what} holds fields its schema does not name: ${unknown.join(', ')}`);
  const data: Record<string, unknown> = { ...stored };
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodMiniType>)) {
    const read = (value as Record<string, unknown>)[key];
    if (read === undefined) continue;
    const refused = !z.safeParse(field, read).success;
    if (refused && (read === '' || read === null) && field._zod.def.type === 'optional') continue;
    if (kindOf(field) === 'timestamp' && read instanceof Date) data[key] = stamp(read);
    else if (kindOf(field) === 'timestamp' && read === null && refused) data[key] = stamp(day(1));
    else data[key] = read;
  }
  const result = z.safeParse(schema, data);
  if (!result.success) throw new Error(`${what} is not a document its schema accepts:\n${z.prettifyError(result.error)}`);
  return value;
}

const projectContent: ProjectContent = {
  title: 'Solar Roofs',
  description: 'Panels for schools',
  goal: 10000,
  category: 'sustainability',
  imageUrl: '',
  videoUrl: '',
  businessPlan: 'Lease panels to districts.',
  teamInfo: 'Two engineers.',
  risks: 'Weather.',
  durationDays: 30,
};
const erin: Creator = { uid: 'erin', email: 'erin@example.com', name: 'Erin Park' };

/** An approved project by erin@example.com, as the app creates one (newProjectFields) and approval leaves it; each call has its own id unless one is given. */
export function aProject(overrides: Partial<Project> = {}): Project {
  const created = newProjectFields(projectContent, erin);
  const project: Project = {
    id: `project-${nextId++}`,
    ...created,
    approved: true,
    status: 'approved',
    createdAt: null,
    updatedAt: null,
    // What a project gains later in its life: none of it yet.
    closedAt: null,
    pictureVersion: null,
    pictureHashes: null,
    raisedSyncedAt: null,
    syncedShards: [],
    dealTerms: null,
    // Derived as the app reads a project: no money taken, no days summed from its shards, no shard's move.
    tookMoney: false,
    holdsMoney: false,
    fundingByDay: {},
    moneyMark: '',
    ...overrides,
  };
  // Stored, not read back: the search tokens the server writes (of the project as built) and, once it took money, lastInvestmentId.
  const stored = {
    searchTokens: projectSearchTokens(project),
    ...(project.tookMoney ? { lastInvestmentId: 'i1' } : {}),
  };
  return checked('aProject', projectSchema, project, stored, ['tookMoney', 'holdsMoney', 'fundingByDay', 'moneyMark', 'counter']);
}

/** An active $250 investment by ivy in erin's project p1. */
export function anInvestment(overrides: Partial<Investment> = {}): Investment {
  return checked('anInvestment', investmentSchema, {
    id: 'i1',
    projectId: 'p1',
    projectTitle: 'Solar Roofs',
    creatorId: 'erin',
    investorId: 'ivy',
    investorEmail: 'ivy@example.com',
    investorName: 'Ivy Chen',
    anonymous: false,
    amount: 250,
    status: 'active',
    createdAt: day(1),
    cancelledAt: null,
    limitReleasedAt: null,
    ...overrides,
  });
}

/** The public receipt of ivy's $250 investment i1 (Recent Investors). */
export function aBacker(overrides: Partial<Backer> = {}): Backer {
  return checked('aBacker', receiptSchema, { id: 'i1', name: 'Ivy Chen', amount: 250, createdAt: day(1), ...overrides });
}

/** An update erin posted on p1. */
export function anUpdate(overrides: Partial<CampaignUpdate> = {}): CampaignUpdate {
  const update = {
    id: `update-${nextId++}`,
    projectId: 'p1',
    projectTitle: 'Solar Roofs',
    title: 'Panels ordered',
    body: 'Text',
    createdAt: day(5),
    updatedAt: day(5),
    ...overrides,
  };
  return checked('anUpdate', updateSchema, update, { creatorId: 'erin' });
}

/** A question ivy asked on p1 as an investor, not answered yet. */
export function aQuestion(overrides: Partial<Question> = {}): Question {
  return checked('aQuestion', questionSchema, {
    id: `question-${nextId++}`,
    projectId: 'p1',
    projectTitle: 'Solar Roofs',
    text: 'When do you ship?',
    askerKey: askerKeyOf('ivy'),
    askerName: 'Ivy Chen',
    askerRole: 'investor',
    creatorId: 'erin',
    createdAt: day(5),
    answer: '',
    answeredAt: null,
    answerEditedAt: null,
    ...overrides,
  });
}

/** Ivy's open report of p1 as spam. */
export function aReport(overrides: Partial<Report> = {}): Report {
  return checked('aReport', reportSchema, {
    reporterId: 'ivy',
    reporterEmail: 'ivy@example.com',
    projectId: 'p1',
    projectTitle: 'Solar Roofs',
    reason: 'spam',
    details: '',
    status: 'open',
    createdAt: day(3),
    handledAt: null,
    ...overrides,
  });
}

/** The admin's approval of erin's p1. */
export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return checked('anAuditEntry', auditEntrySchema, {
    id: `audit-${nextId++}`,
    actorUid: 'admin',
    action: 'approve',
    projectId: 'p1',
    projectTitle: 'Solar Roofs',
    creatorId: 'erin',
    subjectId: 'p1',
    before: { approved: false, status: 'pending', endsAt: null },
    after: { approved: true, status: 'approved', endsAt: day(30) },
    at: day(2),
    ...overrides,
  });
}

/** Ivy's profile (users/ivy), as registration writes it. */
export function aUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return checked('aUserProfile', userSchema, {
    id: 'ivy',
    email: 'ivy@example.com',
    role: 'investor',
    fullName: 'Ivy Chen',
    phoneNumber: '',
    photoURL: '',
    profileCompleted: true,
    createdAt: day(1),
    askerKey: '',
    bio: '',
    // Not yet through Before you invest.
    risksAcknowledgedAt: null,
    risksVersion: 0,
    ...overrides,
  });
}

/** The default account of each role in tests. */
export const testUsers: Record<Role, Pick<SessionUser, 'uid' | 'email'>> = {
  investor: { uid: 'ivy', email: 'ivy@example.com' },
  entrepreneur: { uid: 'erin', email: 'erin@example.com' },
  admin: { uid: 'admin', email: ADMIN_EMAIL },
};

/** A signed-in session of `role`, as that role's test user unless `user` says otherwise. */
export function signedInAs(role: Role | '', user: Partial<SessionUser> = {}): AuthState {
  const base = role ? testUsers[role] : { uid: 'newcomer', email: 'newcomer@example.com' };
  return { status: 'signedIn', user: { ...base, emailVerified: true, displayName: null, ...user }, role, profile: null };
}

export const signedOut: AuthState = { status: 'signedOut' };
