// Lists the main thread's long tasks in a trace saved by `BENCH_LIGHTHOUSE_TRACES=1 npm run bench`:
//   npx tsx scripts/bench/long-tasks.ts bench-results/lighthouse-investor-dashboard-1.trace.json
// Lighthouse loads the page unthrottled and simulates a phone 4× slower, so a task counts as
// blocking from 12.5 ms here (50 ms simulated). Its simulation can also move tasks from before the
// first paint to after it, so the estimate printed is a lower bound of its Total Blocking Time.
import { readFileSync } from 'node:fs';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: Record<string, unknown> };
};

const SLOWDOWN = 4;
const BLOCKING_MS = 50;
const SHOWN = [
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'MinorGC',
  'MajorGC',
];

const file = process.argv[2];
if (!file) throw new Error('usage: long-tasks.ts <trace.json>');
const parsed = JSON.parse(readFileSync(file, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;

const navigation = events.filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.resourceType === 'Document').pop();
const fcp = events.find((e) => e.name === 'firstContentfulPaint');
if (!navigation || !fcp) throw new Error(`${file}: no navigation or first paint in the trace`);
const ms = (ts: number) => Math.round((ts - navigation.ts) / 1000);

// The renderer's main thread: the one that ran the page's scripts.
const scripts = new Map<string, number>();
for (const e of events)
  if (e.name === 'EvaluateScript' || e.name === 'FunctionCall')
    scripts.set(`${e.pid}:${e.tid}`, (scripts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
const [pid, tid] = [...scripts.entries()]
  .sort((a, b) => b[1] - a[1])[0][0]
  .split(':')
  .map(Number);
const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
const long = onMain.filter((e) => e.name === 'RunTask' && e.ts > fcp.ts && e.dur! > (BLOCKING_MS / SLOWDOWN) * 1000);

const within = (task: TraceEvent) =>
  onMain
    .filter((e) => e !== task && SHOWN.includes(e.name) && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && e.dur! > 2000)
    .slice(0, 4)
    .map(
      (e) =>
        `${e.name}${typeof e.args?.data?.url === 'string' ? ` ${e.args.data.url.split('/').pop()}` : ''} ${Math.round(e.dur! / 1000)} ms`,
    );

const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').pop();
console.log(`first paint ${ms(fcp.ts)} ms, largest paint ${lcp ? ms(lcp.ts) : '?'} ms (unthrottled)`);
for (const task of long)
  console.log(`${String(ms(task.ts)).padStart(6)} ms  ${Math.round(task.dur! / 1000)} ms  ${within(task).join(', ')}`);
const blocking = long.reduce((sum, task) => sum + Math.max(0, (task.dur! / 1000) * SLOWDOWN - BLOCKING_MS), 0);
console.log(`blocking time after the first paint, simulated: at least ${Math.round(blocking)} ms`);
