// The request id of an intention to invest: kept across attempts that failed (a retry of a lost answer
// is then counted once), and given up when the server says it already holds an investment under it.
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticAuthProvider } from '@/lib/auth-provider';
import { aProject, signedInAs } from '@/testing/test-data';
import { callInvest } from './money-functions';
import { MoneyCallError } from '@/lib/function-calls';
import { useInvestAction } from './use-invest-action';

// The call to the Functions emulator is tested in tests/functions and e2e/money-server.spec.ts; here, what the form does with its answers.
vi.mock('./money-functions', async (actual) => ({ ...(await actual<typeof import('./money-functions')>()), callInvest: vi.fn() }));

const refusal = (code: string) => new MoneyCallError('refused', `functions/${code}`, {});
const recorded = {
  investmentId: 'x',
  outcome: 'recorded',
  projectId: 'p1',
  amount: 100,
  anonymous: false,
  createdAt: new Date().toISOString(),
} as const;

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <StaticAuthProvider state={signedInAs('investor')}>{children}</StaticAuthProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useInvestAction(aProject({ id: 'p1' }), { formOpen: false }), { wrapper });
}
const requestIds = () => vi.mocked(callInvest).mock.calls.map(([request]) => request.requestId);

beforeEach(() => {
  localStorage.clear();
  vi.mocked(callInvest).mockReset();
});

it('sends the same request id again after a call that got no answer', async () => {
  vi.mocked(callInvest).mockRejectedValueOnce(refusal('internal')).mockResolvedValueOnce(recorded);
  const { result } = setup();
  await act(() => result.current.submit(100));
  await act(() => result.current.submit(100));
  expect(new Set(requestIds()).size).toBe(1);
});

it('starts a new request once the server says it already holds one under that id', async () => {
  vi.mocked(callInvest).mockRejectedValueOnce(refusal('already-exists')).mockResolvedValueOnce(recorded);
  const { result } = setup();
  await act(() => result.current.submit(250));
  expect(result.current.error).toBe('Error processing investment: refused');
  await act(() => result.current.submit(250));
  const [first, second] = requestIds();
  expect(second).not.toBe(first);
});
