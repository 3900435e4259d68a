// @vitest-environment node
// The seed writes with the rules disabled; the schemas are what keeps its documents real.
import type { Timestamp } from 'firebase/firestore';
import { LIMITS } from '@/features/campaigns/api/projects/project-limits';
import { pictureFits, PICTURE_SIZES } from '@/features/campaigns/api/pictures/picture-limits';
import { dayNumber } from '../../shared/money/shards';
import { auditEntrySchema } from '@/features/audit/api/audit-schema';
import { checkDocuments } from '../../scripts/collection-schemas';
import { demoAccounts } from '../../scripts/demo-accounts';
import { demoDocuments, NOT_YET_ACKNOWLEDGED, webpSize, withProjectCards } from '../../scripts/seed-lib';
import { readRisksVersion } from '../../scripts/vite/read-rules-constants';
import { INVESTMENT_LIMIT_12_MONTHS } from '../../shared/money/policy';
import { limitWindowSum, monthIndex } from '../../shared/money/ledger';
import { readFounderRecord } from '@/features/campaigns/api/founders/founder-record-read';
import { trackFigures } from '@/features/campaigns/api/founders/track-record';
import { readProjectFields } from '@/features/campaigns/api/projects/project-read';
import { readSummary } from '@/features/campaigns/api/projects/project-converter';
import { isCardLate } from '@/features/campaigns/api/milestones/card-late';
import { UPDATE_REQUEST_DAYS } from '@/features/engagement/api/update-requests/update-request-limits';

const DAY = 86_400_000;

/** The demo founder of issue 34's LabKit: milestones, spending and a backer's request on his record. */
const recordOf = (writes: Array<[string, Record<string, unknown>]>, uid: string) =>
  readFounderRecord(writes.find(([path]) => path === `founderRecords/${uid}`)?.[1]);

describe('the demo seed', () => {
  it('gives each card of a project with milestones openDues: the due day of each not delivered (issue 34), so LabKit’s card shows Late', () => {
    const writes = withProjectCards(demoDocuments());
    const cards = new Map(writes.filter(([path]) => path.startsWith('projectCards/')).map(([path, data]) => [path.split('/')[1], data]));
    const withMilestones = new Set(writes.flatMap(([path]) => /^projects\/([^/]+)\/milestones\//.exec(path)?.[1] ?? []));
    expect(withMilestones.size).toBeGreaterThanOrEqual(3);
    for (const id of withMilestones) {
      const open = writes.filter(([path, data]) => path.startsWith(`projects/${id}/milestones/`) && !data.deliveredAt);
      expect(cards.get(id)?.openDues, id).toEqual(Object.fromEntries(open.map(([path, data]) => [path.split('/').pop(), data.due])));
    }
    expect(isCardLate(readSummary('labkit-home-chemistry', cards.get('labkit-home-chemistry')!))).toBe(true);
    expect(isCardLate(readSummary('tallybook-ai-bookkeeping', cards.get('tallybook-ai-bookkeeping')!))).toBe(false);
  });

  it('writes only documents its collection schemas accept', () => {
    const writes = withProjectCards(demoDocuments());
    expect(writes.length).toBeGreaterThan(50);
    expect(() => checkDocuments(writes)).not.toThrow();
  });

  it("gives each project that took money shards whose raised and daily totals are its investments', whose backers are its distinct investors,, and a final synced copy", () => {
    const writes = demoDocuments();
    const funded = writes.filter(([path, data]) => /^projects\/[^/]+$/.test(path) && (data.raised as number) > 0);
    expect(funded.length).toBeGreaterThan(3);
    for (const [path, project] of funded) {
      const id = path.split('/')[1];
      const expected: Record<string, number> = {};
      const investments = writes.filter(([p, d]) => p.startsWith('investments/') && d.projectId === id && d.status === 'active');
      for (const [, investment] of investments) {
        const day = String(dayNumber((investment.createdAt as Timestamp).toDate()));
        expected[day] = (expected[day] ?? 0) + (investment.amount as number);
      }
      // Backers are people (issue 33): an investor with two active investments counts once.
      const backers = new Set(investments.map(([, investment]) => investment.investorId)).size;
      const shards = writes
        .filter(([p]) => p.startsWith(`${path}/shards/`))
        .map(([, d]) => d as { raised: number; backerCount: number; days: Record<string, number> });
      const days: Record<string, number> = {};
      for (const shard of shards) for (const [day, dollars] of Object.entries(shard.days)) days[day] = (days[day] ?? 0) + dollars;
      expect(days, path).toEqual(expected);
      expect(
        shards.reduce((sum, shard) => sum + shard.raised, 0),
        path,
      ).toBe(project.raised);
      expect(
        shards.reduce((sum, shard) => sum + shard.backerCount, 0),
        path,
      ).toBe(backers);
      expect(project.backerCount, path).toBe(backers);
      // An ended campaign's copy is final: synced at or after its deadline.
      const endsAt = project.endsAt as Timestamp | null;
      if (endsAt && endsAt.toMillis() <= Date.now())
        expect((project.raisedSyncedAt as Timestamp).toMillis(), path).toBeGreaterThanOrEqual(endsAt.toMillis());
    }
  });

  it('records spending (issue 34) on a campaign that ended Funded, as the rules would accept it: a total its entries add up to, within Raised, one corrected entry', () => {
    const documents = new Map(demoDocuments());
    const spending = [...documents].filter(([path]) => /^projects\/[^/]+\/spending\//.test(path));
    expect(spending.length).toBeGreaterThan(2);
    const projectIds = new Set(spending.map(([path]) => path.split('/')[1]));
    for (const id of projectIds) {
      const project = documents.get(`projects/${id}`)!;
      const endsAt = (project.endsAt as Timestamp).toMillis();
      expect(project.status, id).toBe('approved');
      expect(endsAt, id).toBeLessThan(Date.now());
      expect((project.raisedSyncedAt as Timestamp).toMillis(), id).toBeGreaterThanOrEqual(endsAt);
      expect(project.raised as number, id).toBeGreaterThanOrEqual(project.goal as number);
      const plan = documents.get(`projects/${id}/useOfFunds/plan`) as { lines: unknown[] } | undefined;
      const entries = spending
        .filter(([path]) => path.split('/')[1] === id)
        .map(([path, data]) => ({ id: path.split('/').pop()!, ...data }) as Record<string, unknown> & { id: string });
      const approvedDay = Math.floor((endsAt - ((project.durationDays as number) + (project.extensionDays as number)) * DAY) / DAY);
      const byLine: Record<string, number> = {};
      for (const entry of entries) {
        const spentOn = (entry.spentOn as Timestamp).toMillis();
        expect(spentOn % DAY, entry.id).toBe(0);
        expect(spentOn, entry.id).toBeLessThanOrEqual(Date.now());
        expect(Math.floor(spentOn / DAY), entry.id).toBeGreaterThanOrEqual(approvedDay);
        const line = entry.line as string;
        expect(line === 'other' || Number(line) < (plan?.lines.length ?? 0), entry.id).toBe(true);
        byLine[line] = (byLine[line] ?? 0) + (entry.amount as number);
        if (entry.corrects) {
          const corrected = entries.find((other) => other.id === entry.corrects)!;
          expect(entry.id).toBe(`${corrected.id}-correction`);
          expect(corrected.corrects).toBe('');
          expect(entry.amount as number).toBeLessThan(0);
          expect(-(entry.amount as number)).toBeLessThanOrEqual(corrected.amount as number);
          expect(entry.line).toBe(corrected.line);
        } else expect(entry.amount as number, entry.id).toBeGreaterThan(0);
      }
      expect(entries.filter((entry) => entry.corrects).length, id).toBe(1);
      const total = documents.get(`projects/${id}/spendingTotal/total`)!;
      const spent = entries.reduce((sum, entry) => sum + (entry.amount as number), 0);
      expect(total, id).toMatchObject({ spent, entryCount: entries.length, byLine });
      expect(spent, id).toBeLessThanOrEqual(project.raised as number);
    }
  });

  // Issue 36: the demo obeys StartupFund's limit. No demo investor holds more than the limit in any 12
  // months (no single investment above it either), and each one's ledger holds exactly that money.
  it('keeps every demo investor within the 12-month limit, their ledger holding the money that counts', () => {
    const writes = demoDocuments();
    const limit = INVESTMENT_LIMIT_12_MONTHS;
    const investments = writes.filter(([path]) => path.startsWith('investments/')).map(([, data]) => data);
    const investorIds = [...new Set(investments.map((investment) => investment.investorId as string))];
    expect(investorIds.length).toBeGreaterThan(1);
    for (const uid of investorIds) {
      const counted = investments.filter((investment) => investment.investorId === uid && !investment.limitReleasedAt);
      for (const investment of counted) expect(investment.amount as number).toBeLessThanOrEqual(limit);
      const months: Record<string, number> = {};
      for (const investment of counted) {
        const month = String(monthIndex((investment.createdAt as Timestamp).toDate()));
        months[month] = (months[month] ?? 0) + (investment.amount as number);
      }
      const ledger = writes.find(([path]) => path === `investorLimits/${uid}`)?.[1];
      expect(ledger?.months, uid).toEqual(months);
      // Over every 12 months (each month's window from the first investment to a year after the last).
      for (const key of Object.keys(months).map(Number))
        for (let at = key; at < key + 13; at++) {
          const when = new Date(Date.UTC(Math.floor(at / 12), at % 12, 15));
          expect(limitWindowSum(months, when), `${uid} in month ${at}`).toBeLessThanOrEqual(limit);
        }
    }
  });

  it("copies onto each investment its project's deal terms (null where it states none), as the rules require", () => {
    const writes = demoDocuments();
    const projects = new Map(writes.filter(([path]) => /^projects\/[^/]+$/.test(path)).map(([path, data]) => [path.split('/')[1], data]));
    const investments = writes.filter(([path]) => path.startsWith('investments/')).map(([, data]) => data);
    expect(investments.some((investment) => investment.dealTerms !== null)).toBe(true);
    for (const investment of investments)
      expect(investment.dealTerms, String(investment.projectId)).toEqual(projects.get(String(investment.projectId))?.dealTerms ?? null);
  });

  it('has every demo account through Before you invest but one investor, who shows the step (issue 36)', () => {
    const writes = demoDocuments();
    for (const [key, account] of Object.entries(demoAccounts)) {
      const profile = writes.find(([path]) => path === `users/${account.uid}`)?.[1];
      if (key === NOT_YET_ACKNOWLEDGED) {
        expect(account.role).toBe('investor');
        expect(profile).not.toHaveProperty('risksVersion');
        expect(writes.some(([path, data]) => path.startsWith('investments/') && data.investorId === account.uid)).toBe(false);
      } else expect(profile?.risksVersion, key).toBe(readRisksVersion());
    }
  });

  it('is refused when a document breaks its schema', () => {
    const [path, project] = demoDocuments().find(([p]) => /^projects\/[^/]+$/.test(p))!;
    expect(() => checkDocuments([[path, { ...project, title: 'x'.repeat(LIMITS.title + 1) }]])).toThrow(/title/);
    expect(() => checkDocuments([[path, { ...project, tagline: 'new' }]])).toThrow(/tagline/);
  });

  it('is refused when a document’s id is not of the form the app makes (issue 33)', () => {
    const writes = demoDocuments();
    for (const collection of ['questions', 'updates', 'investments', 'audit']) {
      const [path, data] = writes.find(([p]) => p.split('/').at(-2) === collection)!;
      const longId = path.replace(/[^/]+$/, 'x'.repeat(600));
      expect(() => checkDocuments([[longId, data]]), collection).toThrow(/its id is not of the form the app makes/);
    }
  });

  it('stores uploaded pictures as the upload form does, and keeps the bundled placeholder only for projects without one', () => {
    const documents = new Map(demoDocuments());
    const projects = [...documents].filter(([path]) => /^projects\/[^/]+$/.test(path));
    const withPicture = projects.filter(([, project]) => project.pictureVersion === 1);
    const without = projects.filter(([, project]) => project.pictureVersion === undefined);
    expect(withPicture.length).toBeGreaterThan(20);
    expect(without.length).toBeGreaterThan(0);
    for (const [, project] of without) expect(project.imageUrl).toMatch(/^\/images\/[a-z]+-[12]\.svg$/);
    for (const [path, project] of withPicture) {
      expect(project.imageUrl).toBe('');
      for (const size of ['card', 'page'] as const) {
        const picture = documents.get(`${path}/pictures/${size}`) as {
          bytes: { toUint8Array(): Uint8Array };
          contentType: string;
          width: number;
          height: number;
        };
        const bytes = picture.bytes.toUint8Array();
        expect(String.fromCharCode(...bytes.slice(8, 12))).toBe('WEBP');
        expect(webpSize(bytes)).toEqual({ width: picture.width, height: picture.height });
        expect(Math.max(picture.width, picture.height)).toBe(PICTURE_SIZES[size].maxSide);
        expect(pictureFits(size, { byteLength: bytes.length, ...picture })).toBe(true);
      }
    }
    const [path, picture] = [...documents].find(([p]) => p.endsWith('/pictures/card'))!;
    expect(() => checkDocuments([[path, { ...picture, caption: 'x' }]])).toThrow(/caption/);
  });
});

describe('the demo’s audit trail and report (issue 24)', () => {
  type Doc = Record<string, unknown>;
  const writes = demoDocuments();
  const documents = new Map(writes);
  const entries = writes.filter(([path]) => path.startsWith('audit/')) as Array<
    [string, Doc & { projectId: string; at: Timestamp; before: Doc; after: Doc }]
  >;
  const projects = writes.filter(([path]) => /^projects\/[^/]+$/.test(path));
  /** A project's entries, oldest first. */
  const entriesOf = (projectId: string) =>
    entries.filter(([, entry]) => entry.projectId === projectId).sort(([, a], [, b]) => a.at.toMillis() - b.at.toMillis());
  const project = (key: string) => documents.get(`projects/${key}`)!;

  it('records what each project’s state implies: approve for every approved or closed project, then close (ParkPal), send back (TutorLoop)', () => {
    const implied: Record<string, string[]> = {
      approved: ['approve'],
      closed: ['approve', 'close'],
      changes_requested: ['send_back'],
      pending: [],
    };
    for (const [path, stored] of projects)
      expect(
        entriesOf(path.split('/')[1]).map(([, entry]) => entry.action),
        path,
      ).toEqual(implied[stored.status as string]);
    expect(entries.filter(([, entry]) => entry.action === 'approve').length).toBeGreaterThan(15);
    expect(projects.filter(([, stored]) => stored.status === 'closed').map(([path]) => path)).toEqual([
      'projects/parkpal-smart-parking-meters',
    ]);
    expect(projects.filter(([, stored]) => stored.status === 'changes_requested').map(([path]) => path)).toEqual([
      'projects/tutorloop-peer-tutoring',
    ]);
  });

  // The values firestore.rules (isAuditedProjectChange) requires of each action's entry.
  it('holds before and after as the rules require them of each action', () => {
    for (const [path, stored] of projects) {
      for (const [entryPath, entry] of entriesOf(path.split('/')[1])) {
        const expected = {
          approve: {
            before: { approved: false, status: 'pending', endsAt: null },
            after: { approved: true, status: 'approved', endsAt: stored.endsAt },
          },
          close: {
            before: { approved: true, status: 'approved', bookmarked: false, closedAt: null },
            after: { approved: false, status: 'closed', bookmarked: false, closedAt: stored.closedAt },
          },
          send_back: {
            before: { approved: false, status: 'pending', reviewCount: 0 },
            after: {
              approved: false,
              status: 'changes_requested',
              reviewCount: 1,
              reviewNote: documents.get(`${path}/private/review`)?.note,
            },
          },
        }[entry.action as 'approve' | 'close' | 'send_back'];
        expect({ before: entry.before, after: entry.after }, entryPath).toEqual(expected);
      }
    }
    const parkpal = project('parkpal-smart-parking-meters');
    const [, close] = entriesOf('parkpal-smart-parking-meters')[1];
    expect(close.at).toEqual(parkpal.closedAt); // closedAt is the action's own time (request.time)
    expect(entriesOf('tutorloop-peer-tutoring')[0][1].after.reviewNote).toMatch(/^Please add the pilot results/);
  });

  it('writes each entry as the app does: an id of its form, named by the project, the admin by uid and no e-mail address', () => {
    const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const [path, entry] of entries) {
      expect(path.split('/')[1], path).toMatch(UUID_V4);
      expect(Object.keys(entry).sort(), path).toEqual(Object.keys(auditEntrySchema.shape).sort());
      const stored = project(entry.projectId);
      expect(entry, path).toMatchObject({
        actorUid: demoAccounts.admin.uid,
        subjectId: entry.projectId,
        projectTitle: stored.title,
        creatorId: stored.creatorId,
      });
      expect(JSON.stringify(entry), path).not.toMatch(/@/);
      // Each action came after the project was submitted; an approval before its first investment.
      expect(entry.at.toMillis(), path).toBeGreaterThan((stored.createdAt as Timestamp).toMillis());
      const invested = writes
        .filter(([p, d]) => p.startsWith('investments/') && d.projectId === entry.projectId)
        .map(([, d]) => (d.createdAt as Timestamp).toMillis());
      if (entry.action === 'approve') expect(entry.at.toMillis(), path).toBeLessThan(Math.min(Infinity, ...invested));
    }
    for (const [path, stored] of projects) {
      const newest = entriesOf(path.split('/')[1]).at(-1);
      expect(stored.lastAuditId, path).toBe(newest?.[0].split('/')[1]);
    }
    expect(new Set(entries.map(([path]) => path)).size).toBe(entries.length);
  });

  it('refuses an entry carrying an e-mail address', () => {
    const [path, entry] = entries[0];
    expect(() => checkDocuments([[path, { ...entry, actorEmail: demoAccounts.admin.email }]])).toThrow(/actorEmail/);
  });

  it('has an open report by a demo investor on an approved project they did not create, as Report this project files it', () => {
    const reports = writes.filter(([path]) => /^projects\/[^/]+\/reports\/[^/]+$/.test(path));
    expect(reports.length).toBeGreaterThan(0);
    const investors = [demoAccounts.ivy, demoAccounts.olivia];
    for (const [path, report] of reports) {
      const [, projectId, , reporterId] = path.split('/');
      const reporter = investors.find((account) => account.uid === reporterId);
      const stored = project(projectId);
      expect(reporter, path).toBeDefined();
      expect(report, path).toMatchObject({
        reporterId,
        reporterEmail: reporter?.email,
        projectId,
        projectTitle: stored.title,
        status: 'open',
      });
      expect(stored).toMatchObject({ status: 'approved' });
      expect(stored.creatorId).not.toBe(reporterId);
      expect((report.createdAt as Timestamp).toMillis()).toBeGreaterThan(entriesOf(projectId)[0][1].at.toMillis());
    }
  });

  it("writes each founder's track record as the batches of their milestones, spending, updates and requests would have left it (issue 34)", () => {
    const writes = demoDocuments();
    const sam = recordOf(writes, demoAccounts.sam.uid);
    const labkit = 'labkit-home-chemistry';
    const milestones = writes.filter(([path]) => path.startsWith(`projects/${labkit}/milestones/`));
    expect(sam.milestones.filter((m) => m.projectId === labkit)).toHaveLength(milestones.length);
    const total = writes.find(([path]) => path === `projects/${labkit}/spendingTotal/total`)![1];
    expect(sam.spentBy[labkit]).toBe(total.spent);
    const tally = writes.find(([path]) => path === `projects/${labkit}/updateRequestTally/tally`)![1];
    expect(sam.unanswered).toBe(tally.count);
    // Pending RefillRoute's planned milestones are on Erin's record (its create batch wrote them).
    expect(recordOf(writes, demoAccounts.erin.uid).milestones.map((m) => m.projectId)).toContain('refillroute-zero-waste-delivery');
    // On Sam's founder page every figure has a value: LabKit's two updates after its deadline are 3 and 5 days apart.
    const cards = writes
      .filter(([path, data]) => /^projects\/[^/]+$/.test(path) && data.creatorId === demoAccounts.sam.uid && data.approved === true)
      .map(([path, data]) => readProjectFields(path.split('/')[1], data));
    const figures = trackFigures(cards, sam);
    expect(figures.milestonesDue).toBeGreaterThan(figures.milestonesOnTime);
    expect(figures.milestonesOnTime).toBeGreaterThan(0);
    expect(figures.spentPercent).toBeGreaterThan(0);
    expect(figures.unanswered).toBeGreaterThan(0);
    expect({ median: figures.medianGapDays, gaps: figures.gaps }).toEqual({ median: 4, gaps: 2 });
  });

  it("puts LabKit's updates after its deadline, the last over 30 days ago, so its backers may still ask for one (issue 34)", () => {
    const writes = demoDocuments();
    const labkit = 'labkit-home-chemistry';
    const endsAt = (writes.find(([path]) => path === `projects/${labkit}`)![1].endsAt as Timestamp).toMillis();
    const posted = writes
      .filter(([path]) => path.startsWith(`projects/${labkit}/updates/`))
      .map(([, data]) => (data.createdAt as Timestamp).toMillis());
    expect(posted.length).toBeGreaterThanOrEqual(2);
    for (const at of posted) expect(at).toBeGreaterThan(endsAt);
    expect(Date.now() - Math.max(...posted)).toBeGreaterThan(UPDATE_REQUEST_DAYS * 86_400_000);
    // Its investments were made before its deadline.
    const investments = writes.filter(([path, data]) => path.startsWith('investments/') && data.projectId === labkit);
    expect(investments.length).toBeGreaterThan(0);
    for (const [, data] of investments) expect((data.createdAt as Timestamp).toMillis()).toBeLessThan(endsAt);
  });
});
