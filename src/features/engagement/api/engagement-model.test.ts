import indexes from '../../../../firestore.indexes.json';
import { followNext, INBOX_PROJECTS_PER_QUERY, INBOX_QUERIES, inboxQueryGroups, nextQuestion, nextUpdate } from './engagement-model';
import { ENGAGEMENT_LIMITS } from './engagement-limits';
import { mergeInbox } from './inbox-items';
import { questionTextProblem, validateUpdate } from './engagement-schema';
import { formatTime } from '@/utils/format';
import { anUpdate, aQuestion } from '@/testing/test-data';

const update = (id: string, day: number) => anUpdate({ id, title: `U${id}`, createdAt: new Date(Date.UTC(2026, 9, day)) });
const answered = (id: string, day: number) => aQuestion({ id, text: `Q${id}`, answer: 'A', answeredAt: new Date(Date.UTC(2026, 9, day)) });

describe('engagement model', () => {
  it('checks an update’s title and body against the rules’ limits', () => {
    expect(validateUpdate({ title: ' ', body: '' })).toEqual({ title: 'Please enter a title', body: 'Please write the update' });
    expect(validateUpdate({ title: 'x'.repeat(121), body: 'x'.repeat(5001) })).toEqual({
      title: 'The title can be at most 120 characters',
      body: 'The update can be at most 5,000 characters',
    });
    expect(validateUpdate({ title: 'x'.repeat(120), body: 'x'.repeat(5000) })).toEqual({});
  });

  it('checks a question or answer against the question schema’s limits', () => {
    expect(questionTextProblem('question', '  ')).toBe('Please enter your question');
    expect(questionTextProblem('question', 'x'.repeat(1001))).toBe('Please keep it to 1,000 characters');
    expect(questionTextProblem('question', ` ${'x'.repeat(1000)} `)).toBeUndefined();
    expect(questionTextProblem('answer', '')).toBe('Please write an answer');
    expect(questionTextProblem('answer', 'x'.repeat(2001))).toBe('Please keep it to 2,000 characters');
    expect(questionTextProblem('answer', 'Soon.')).toBeUndefined();
  });

  it('follows a project at the front and drops the oldest past the cap', () => {
    const full = Array.from({ length: ENGAGEMENT_LIMITS.following }, (_, n) => `p${n}`);
    expect(followNext(full, 'new')).toEqual(['new', ...full.slice(0, -1)]);
    expect(followNext(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
  });

  it('asks for the followed projects’ updates in groups the rules check within the look-up limit', () => {
    const full = Array.from({ length: ENGAGEMENT_LIMITS.following }, (_, n) => `p${n}`);
    const groups = inboxQueryGroups(full);
    expect(groups.flat()).toEqual(full);
    expect(groups.every((group) => group.length >= 1 && group.length <= INBOX_PROJECTS_PER_QUERY)).toBe(true);
    expect(groups).toHaveLength(Math.ceil(full.length / INBOX_PROJECTS_PER_QUERY));
    // The inbox document and one look-up per project: 3 under Firestore's 10 per query.
    expect(1 + INBOX_PROJECTS_PER_QUERY).toBeLessThanOrEqual(10 - 3);
    expect(inboxQueryGroups([])).toEqual([]);
  });

  it('merges updates and answers newest first', () => {
    const { items } = mergeInbox([update('1', 3), update('2', 10)], [answered('3', 6)]);
    expect(items.map((item) => item.title)).toEqual(['U2', 'Q3', 'U1']);
    expect(items.map((item) => item.kind)).toEqual(['update', 'answer', 'update']);
  });

  it('merges spending on followed projects among them, saying an entry and a correction', () => {
    const spent = {
      id: 'e1',
      spentOn: null,
      line: '0',
      amount: 1200,
      paidFor: 'Forty panels',
      evidenceUrl: '',
      corrects: '',
      createdAt: new Date(2026, 9, 5),
      projectId: 'p1',
      projectTitle: 'Solar Roofs',
    };
    const fix = { ...spent, id: 'e1-correction', amount: -300, paidFor: 'Counted twice', corrects: 'e1', createdAt: new Date(2026, 9, 8) };
    const { items } = mergeInbox([update('1', 3), update('2', 10)], [], [], [], undefined, [spent, fix]);
    expect(items.map((item) => [item.kind, item.title])).toEqual([
      ['update', 'U2'],
      ['spending', 'Spending corrected: -$300 on an earlier entry (Counted twice)'],
      ['spending', 'Spending recorded: $1,200 for Forty panels'],
      ['update', 'U1'],
    ]);
    expect(items[1]).toMatchObject({ id: 's-p1-e1-correction', projectId: 'p1', projectTitle: 'Solar Roofs' });
  });

  it('has a collection-group index for each inbox query', () => {
    const declared = indexes.indexes
      .filter((index) => index.queryScope === 'COLLECTION_GROUP')
      .map((index) => `${index.collectionGroup}:${index.fields.map((f) => `${f.fieldPath}:${(f as { order?: string }).order}`).join(',')}`);
    for (const q of Object.values(INBOX_QUERIES)) expect(declared).toContain(`${q.group}:${q.filter}:ASCENDING,${q.orderBy}:DESCENDING`);
  });
});

describe('nextQuestion (the rules’ askers limits)', () => {
  const t0 = new Date(Date.UTC(2026, 10, 25, 9, 0, 0));
  const later = (ms: number) => new Date(t0.getTime() + ms);
  const MINUTE = 60_000;

  it('lets a first question start a day at one', () => {
    expect(nextQuestion(null, t0)).toEqual({ ok: true, windowStart: 'now', countInWindow: 1 });
  });

  it('says how many seconds are left within a minute of the last question', () => {
    const tick = { lastAskedAt: t0, windowStart: t0, countInWindow: 1 };
    expect(nextQuestion(tick, later(18_200))).toEqual({
      ok: false,
      waitUntil: later(MINUTE),
      message: 'You can ask another question here in 42 seconds (one a minute).',
    });
    expect(nextQuestion(tick, later(MINUTE))).toEqual({ ok: true, windowStart: 'keep', countInWindow: 2 });
  });

  it('stops at 20 in a day, saying when, and starts a new day 24 hours after the first', () => {
    const tick = { lastAskedAt: later(60 * MINUTE), windowStart: t0, countInWindow: 20 };
    const refused = nextQuestion(tick, later(2 * 60 * MINUTE));
    expect(refused).toMatchObject({ ok: false, waitUntil: later(24 * 60 * MINUTE) });
    // The time, in the viewer's zone, as the app writes every time ("09:00 AM").
    expect(refused.ok ? '' : refused.message).toBe(
      `You have asked 20 questions here in a day. You can ask again at ${formatTime(later(24 * 60 * MINUTE))}.`,
    );
    expect(refused.ok ? '' : refused.message).toMatch(/ again at \d\d:\d\d [AP]M\.$/);
    expect(nextQuestion({ ...tick, countInWindow: 19 }, later(2 * 60 * MINUTE))).toEqual({
      ok: true,
      windowStart: 'keep',
      countInWindow: 20,
    });
    expect(nextQuestion(tick, later(24 * 60 * MINUTE))).toEqual({ ok: true, windowStart: 'now', countInWindow: 1 });
  });
});

describe('nextUpdate (the rules’ posters limits)', () => {
  const t0 = new Date(Date.UTC(2026, 10, 25, 9, 0, 0));
  const later = (ms: number) => new Date(t0.getTime() + ms);
  const MINUTE = 60_000;

  it('lets the first update start a day, and says how many seconds are left within a minute of the last', () => {
    expect(nextUpdate(null, t0)).toEqual({ ok: true, windowStart: 'now', countInWindow: 1 });
    const tick = { lastPostedAt: t0, windowStart: t0, countInWindow: 1 };
    expect(nextUpdate(tick, later(18_200))).toEqual({
      ok: false,
      waitUntil: later(MINUTE),
      message: 'You can post another update here in 42 seconds (one a minute).',
    });
    expect(nextUpdate(tick, later(MINUTE))).toEqual({ ok: true, windowStart: 'keep', countInWindow: 2 });
  });

  it('stops at 10 in a day, saying when, and starts a new day 24 hours after the first', () => {
    const tick = { lastPostedAt: later(60 * MINUTE), windowStart: t0, countInWindow: 10 };
    const refused = nextUpdate(tick, later(2 * 60 * MINUTE));
    expect(refused).toMatchObject({ ok: false, waitUntil: later(24 * 60 * MINUTE) });
    expect(refused.ok ? '' : refused.message).toBe(
      `You have posted 10 updates here in a day. You can post again at ${formatTime(later(24 * 60 * MINUTE))}.`,
    );
    expect(nextUpdate({ ...tick, countInWindow: 9 }, later(2 * 60 * MINUTE))).toEqual({ ok: true, windowStart: 'keep', countInWindow: 10 });
    expect(nextUpdate(tick, later(24 * 60 * MINUTE))).toEqual({ ok: true, windowStart: 'now', countInWindow: 1 });
  });
});
