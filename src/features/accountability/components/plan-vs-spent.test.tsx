import { screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { renderWithData } from '@/testing/render-with-data';
import { aProject, signedInAs, signedOut } from '@/testing/test-data';
import type { AuthState } from '@/lib/auth-state';
import type { SpendingCursor, SpendingRecord } from '@/features/accountability/api/spending/spending-queries';
import type { SpendingWrite } from '@/features/accountability/api/spending/spending-api';
import { spendingEntriesQuery, spendingTotalQuery } from '@/features/accountability/api/spending/use-spending';
import { planQuery } from '@/features/accountability/api/use-of-funds/plan-doc';
import { MoneyCallError } from '@/lib/function-calls';
import { PlanVsSpent } from './plan-vs-spent';

const DAY = 86_400_000;
const data = vi.hoisted(() => ({
  plan: [] as Array<{ label: string; amount: number }>,
  total: { spent: 0, entryCount: 0, byLine: {} as Record<string, number> },
  records: [] as SpendingRecord[],
  recorded: [] as Array<SpendingWrite & { entryId: string }>,
  /** What the next sends answer: a refusal to throw, or nothing (recorded). */
  refusals: [] as Error[],
}));
/** A cursor to a next page, which is never read here: Show more is offered. */
const more = {} as SpendingCursor;
// Firestore cannot run in the unit tests (no emulator): the reads that follow a recorded entry
// (its refresh of the total and the list) answer what is seeded; the real hooks run over them.
vi.mock('@/features/accountability/api/spending/spending-queries', () => ({
  fetchSpendingTotal: async () => data.total,
  fetchSpendingPage: async () => ({ records: data.records, cursor: more }),
}));
// The Functions emulator does not run in the unit tests (the call is tested in tests/functions):
// the call is stubbed to record what was sent and answer the refusals; the real useRecordSpending runs over it.
vi.mock('@/features/accountability/api/spending/spending-api', () => ({
  recordSpending: async (_projectId: string, entryId: string, entry: SpendingWrite) => {
    data.recorded.push({ ...entry, entryId });
    const refusal = data.refusals.shift();
    if (refusal) throw refusal;
  },
}));

const now = Date.now();
const funded = aProject({ goal: 50000, raised: 60000, endsAt: new Date(now - 2 * DAY), raisedSyncedAt: new Date(now - DAY) });
const spentOn = new Date(Math.floor((now - 3 * DAY) / DAY) * DAY);
const entry = (overrides: Partial<SpendingRecord>): SpendingRecord => ({
  id: 'e1',
  spentOn,
  line: '0',
  amount: 1000,
  paidFor: 'Forty panels',
  evidenceUrl: '',
  corrects: '',
  createdAt: spentOn,
  projectId: funded.id,
  projectTitle: funded.title,
  correction: null,
  ...overrides,
});

/** The plan, the total and the first page of entries in the cache, where the real hooks find them. */
function renderSpending(auth: AuthState = signedOut) {
  return renderWithData(<PlanVsSpent project={funded} />, auth, (client: QueryClient) => {
    client.setQueryData(planQuery(funded.id).queryKey, data.plan);
    client.setQueryData(spendingTotalQuery(funded.id).queryKey, data.total);
    client.setQueryData(spendingEntriesQuery(funded.id).queryKey, { pages: [{ records: data.records, cursor: more }], pageParams: [null] });
  });
}

beforeEach(() => {
  data.plan = [
    { label: 'Panels', amount: 30000 },
    { label: 'Permits', amount: 20000 },
  ];
  data.total = { spent: 1400, entryCount: 3, byLine: { '0': 700, other: 700 } };
  data.records = [
    entry({ id: 'e2', line: 'other', amount: 700, paidFor: 'Legal fees', evidenceUrl: 'https://example.com/fees.pdf' }),
    entry({ correction: { ...entry({ id: 'e1-correction', amount: -300, paidFor: 'Counted twice', corrects: 'e1' }) } }),
  ];
  data.recorded = [];
  data.refusals = [];
});

describe('Plan vs spent', () => {
  it('shows per line planned, spent and the difference, the total of Raised, and each entry with its correction under it', () => {
    renderSpending();
    const section = screen.getByRole('region', { name: 'Plan vs spent' });
    const panels = within(section).getByRole('row', { name: /Panels/ });
    expect(
      within(panels)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$30,000', '$700', '$29,300']);
    expect(within(section).getByRole('row', { name: /Other/ })).toHaveTextContent('-$700');
    expect(within(section).getByTestId('spent-of-raised')).toHaveTextContent('$1,400 spent of $60,000 raised');
    const [newest, corrected] = within(section).getAllByTestId('spending-entry');
    expect(newest).toHaveTextContent('Legal fees');
    expect(within(newest).getByRole('link', { name: 'Evidence' })).toHaveAttribute('href', 'https://example.com/fees.pdf');
    expect(within(corrected).getByTestId('spending-correction')).toHaveTextContent('Counted twice');
    expect(within(corrected).getByTestId('spending-correction')).toHaveTextContent('-$300');
    expect(within(section).getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    // A guest: no Add spending, no Correct.
    expect(within(section).queryByRole('button', { name: 'Add spending' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Correct' })).not.toBeInTheDocument();
  });

  it('gives another member or a backer no Add spending', () => {
    renderSpending(signedInAs('investor'));
    expect(screen.queryByRole('button', { name: 'Add spending' })).not.toBeInTheDocument();
  });

  it('lets the creator add spending, every field checked, and correct an entry not yet corrected', async () => {
    const { user } = renderSpending(signedInAs('entrepreneur'));
    const section = screen.getByRole('region', { name: 'Plan vs spent' });
    await user.click(within(section).getByRole('button', { name: 'Add spending' }));
    const form = within(section).getByRole('form', { name: 'Add spending' });
    await user.click(within(form).getByRole('button', { name: 'Record spending' }));
    expect(
      await within(form).findByText('Please correct the highlighted fields: Plan line, Amount (USD), What it paid for.'),
    ).toBeInTheDocument();
    expect(data.recorded).toEqual([]);
    await user.selectOptions(within(form).getByLabelText('Plan line'), 'Permits');
    await user.type(within(form).getByLabelText('Amount (USD)'), '2,500');
    await user.type(within(form).getByLabelText('What it paid for'), 'City permit');
    await user.click(within(form).getByRole('button', { name: 'Record spending' }));
    await vi.waitFor(() => expect(data.recorded).toHaveLength(1));
    expect(data.recorded[0]).toMatchObject({ line: '1', amount: 2500, paidFor: 'City permit', evidenceUrl: '', corrects: '' });
    expect(data.recorded[0].entryId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // The corrected entry offers no second correction; the other one does.
    const [newest, corrected] = within(section).getAllByTestId('spending-entry');
    expect(within(corrected).queryByRole('button', { name: 'Correct' })).not.toBeInTheDocument();
    await user.click(within(newest).getByRole('button', { name: 'Correct' }));
    const correction = within(section).getByRole('form', { name: 'Correct an entry' });
    await user.type(within(correction).getByLabelText('Amount to take back (USD)'), '700');
    await user.type(within(correction).getByLabelText('What it paid for'), 'Refunded');
    await user.click(within(correction).getByRole('button', { name: 'Record correction' }));
    await vi.waitFor(() => expect(data.recorded).toHaveLength(2));
    expect(data.recorded[1]).toMatchObject({ line: 'other', amount: -700, corrects: 'e2', entryId: 'e2-correction' });
  });

  it('shows the server’s refusal as written, keeps what was typed, and sends the retry under the same entry id', async () => {
    const sentence = 'That is more than is left to record: you can record up to $150 more.';
    data.refusals = [
      new MoneyCallError(sentence, 'functions/failed-precondition', {}),
      new MoneyCallError('x', 'functions/already-exists', {}),
    ];
    const { user } = renderSpending(signedInAs('entrepreneur'));
    await user.click(screen.getByRole('button', { name: 'Add spending' }));
    const form = screen.getByRole('form', { name: 'Add spending' });
    await user.selectOptions(within(form).getByLabelText('Plan line'), 'Panels');
    await user.type(within(form).getByLabelText('Amount (USD)'), '900');
    await user.type(within(form).getByLabelText('What it paid for'), 'Inverters');
    await user.click(within(form).getByRole('button', { name: 'Record spending' }));
    expect(await within(form).findByText(`Could not record the spending: ${sentence}`)).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount (USD)')).toHaveValue('900');
    expect(within(form).getByLabelText('What it paid for')).toHaveValue('Inverters');

    await user.click(within(form).getByRole('button', { name: 'Record spending' }));
    await vi.waitFor(() => expect(data.recorded).toHaveLength(2));
    expect(data.recorded[1].entryId).toBe(data.recorded[0].entryId);
    // The server holds another entry under that id: the next attempt is a new one.
    await within(form).findByText('Could not record the spending: x');
    await user.click(within(form).getByRole('button', { name: 'Record spending' }));
    await vi.waitFor(() => expect(data.recorded).toHaveLength(3));
    expect(data.recorded[2].entryId).not.toBe(data.recorded[0].entryId);
    expect(screen.queryByRole('form', { name: 'Add spending' })).not.toBeInTheDocument();
  });
});
