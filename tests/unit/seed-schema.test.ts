import { createHash } from 'node:crypto';
// @vitest-environment node
// The seed writes with the rules disabled; the schemas are what keeps its documents real. Its money
// (written by the server's code) is checked on the emulators: tests/integration/seed-money.test.ts.
import type { Timestamp } from 'firebase/firestore';
import { LIMITS } from '@/features/campaigns/api/projects/project-limits';
import { pictureFits, PICTURE_SIZES } from '@shared/pictures/picture-limits';
import { auditEntrySchema } from '@/features/audit/api/audit-schema';
import { readFileSync } from 'node:fs';
import { checkDocuments } from '../../scripts/collection-schemas';
import { seedProjects } from '../../scripts/seed-data';
import { projectIllustration } from '../../scripts/seed-pictures/illustration';
import { demoAccounts } from '../../scripts/demo-accounts';
import { demoDocuments, NOT_YET_ACKNOWLEDGED, webpSize, withProjectCards } from '../../scripts/seed-lib';
import { readRisksVersion } from '../../scripts/vite/read-rules-constants';

describe('the demo seed', () => {
  it('writes only documents its collection schemas accept', () => {
    const writes = withProjectCards(demoDocuments());
    expect(writes.length).toBeGreaterThan(50);
    expect(() => checkDocuments(writes)).not.toThrow();
  });

  it('has every demo account through Before you invest but one investor, who shows the step', () => {
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

  it('is refused when a document’s id is not of the form the app makes', () => {
    const writes = demoDocuments();
    for (const collection of ['questions', 'updates', 'audit']) {
      const [path, data] = writes.find(([p]) => p.split('/').at(-2) === collection)!;
      const longId = path.replace(/[^/]+$/, 'x'.repeat(600));
      expect(() => checkDocuments([[longId, data]]), collection).toThrow(/its id is not of the form the app makes/);
    }
  });

  it('gives every project a picture of its own: its illustration as committed in public/images, a few KB, and its uploaded pictures unlike any other', () => {
    const cards = new Set<string>();
    for (const project of seedProjects) {
      const svg = readFileSync(`public/images/${project.key}.svg`, 'utf8');
      expect(svg, project.key).toBe(projectIllustration(project));
      expect(svg.length, project.key).toBeLessThan(4096);
    }
    const documents = demoDocuments();
    for (const [, picture] of documents.filter(([p]) => p.endsWith('/pictures/card')))
      cards.add(Buffer.from((picture.bytes as { toUint8Array(): Uint8Array }).toUint8Array()).toString('base64'));
    expect(cards.size).toBe(seedProjects.filter((project) => project.uploaded !== false).length);
  });

  it('stores uploaded pictures as the upload form does, and keeps the bundled placeholder only for projects without one', () => {
    const documents = new Map(demoDocuments());
    const projects = [...documents].filter(([path]) => /^projects\/[^/]+$/.test(path));
    const withPicture = projects.filter(([, project]) => project.pictureVersion === 1);
    const without = projects.filter(([, project]) => project.pictureVersion === undefined);
    expect(withPicture.length).toBeGreaterThan(20);
    expect(without.length).toBeGreaterThan(0);
    for (const [path, project] of without) expect(project.imageUrl).toBe(`/images/${path.split('/')[1]}.svg`);
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
        // The project names each size's address by its bytes, as savePictures does.
        expect((project.pictureHashes as Record<string, string>)[size], `${path} ${size}`).toBe(
          createHash('sha256').update(bytes).digest('hex'),
        );
      }
    }
    const [path, picture] = [...documents].find(([p]) => p.endsWith('/pictures/card'))!;
    expect(() => checkDocuments([[path, { ...picture, caption: 'x' }]])).toThrow(/caption/);
  });
});

describe('the demo’s audit trail and report', () => {
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
    // Each project stands as its newest entry left it (the server names no entry on the project).
    for (const [path, stored] of projects) {
      const newest = entriesOf(path.split('/')[1]).at(-1)?.[1];
      if (!newest) continue;
      const { reviewNote, ...after } = newest.after as Record<string, unknown>;
      expect(reviewNote === undefined || typeof reviewNote === 'string', path).toBe(true);
      expect(stored, path).toMatchObject(after);
      expect(stored, path).not.toHaveProperty('lastAuditId');
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
});
