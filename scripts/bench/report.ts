// What the bench prints: its tables and budget, and what moved since earlier figures.
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { SEARCH_DEBOUNCE_MS } from '../../src/features/campaigns/components/search-timing';
import type { BudgetItem } from './budgets';
import type { EmulatorQueryTimes } from './emulator-queries';
import { INTERACTION_CPU_SLOWDOWN, type InteractionResult } from './interactions';
import type { LighthouseResult } from './lighthouse';
import { root } from './options';
import { longestTasks, type Row } from './summaries';

function table(headers: string[], lines: Array<Array<string | number | null>>) {
  const cells = lines.map((line) => line.map((cell) => (cell === null ? '–' : String(cell))));
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...cells.map((line) => `| ${line.join(' | ')} |`),
  ].join('\n');
}

const x = (value: number | null) => (value === null ? null : `${value}×`);

export function print(result: {
  scenarios: Row[];
  interactions: InteractionResult[];
  lighthouse: Record<string, LighthouseResult>;
  budget: BudgetItem[];
  dataSet: { approvedProjects: number };
  emulatorQueries: EmulatorQueryTimes | null;
}) {
  const rows = result.scenarios;
  console.log(
    `\nFirst view of each screen (${result.dataSet.approvedProjects} approved projects; time = median ms until the first card, or the heading, is visible)\n`,
  );
  console.log(
    table(
      [
        'Screen',
        'JS to show (KB gz)',
        'JS total (KB gz)',
        'Reads',
        'Round trips',
        'Time (ms)',
        'Naive reads',
        'Naive time (ms)',
        'Reads ours/naive',
        'Time ours/naive',
      ],
      rows
        .filter((r) => !r.step)
        .map((r) => [
          r.name,
          r.jsToShowKB,
          r.jsTotalKB,
          r.ours.view.reads + (r.ours.view.aggregations ? ` + ${r.ours.view.aggregations} agg.` : ''),
          r.ours.view.trips,
          r.ours.view.visibleMs,
          r.naive?.view.reads ?? null,
          r.naive?.view.visibleMs ?? null,
          x(r.ratio?.reads ?? null),
          x(r.ratio?.time ?? null),
        ]),
    ),
  );
  const steps = rows.filter((r) => r.ours.step);
  if (steps.length) {
    console.log(
      '\nSteps on a loaded page (/projects, the investor dashboard, the invest page): reads and ms of the step itself (median and 95th percentile of the runs), and reads since the page was opened\n',
    );
    console.log(
      table(
        [
          'Step',
          'Reads',
          'Round trips',
          'Time (ms)',
          'Time p95 (ms)',
          'Runs',
          'Reads since opened',
          'Naive reads',
          'Naive time (ms)',
          'Naive reads since opened',
          'Time ours/naive',
        ],
        steps.map((r) => [
          r.name,
          r.ours.step!.reads,
          r.ours.step!.trips,
          r.ours.step!.ms,
          r.ours.step!.p95Ms,
          r.ours.step!.msRuns.length,
          r.ours.view.reads + r.ours.step!.reads,
          r.naive?.step?.reads ?? null,
          r.naive?.step?.ms ?? null,
          r.naive?.step ? r.naive.view.reads + r.naive.step.reads : null,
          x(r.ratio?.stepTime ?? null),
        ]),
      ),
    );
  }
  for (const r of steps.filter((s) => s.ours.step?.call)) {
    const { ms, p95Ms, msRuns, call } = r.ours.step!;
    console.log(
      `\n${r.name}: ${ms} ms median, ${p95Ms} ms p95 over ${msRuns.length} runs from the click to the confirmation on screen, ` +
        `each a new investment after one unmeasured. The invest call went out ${call!.sentMs} ms after the click (median) ` +
        `and took ${call!.ms} ms median, ${call!.p95Ms} ms p95; the rest is the app's re-reads and the project page it returns to.`,
    );
  }
  const searches = rows.filter((r) => (r.step ? r.ours.step?.estimatedMs : r.ours.view.estimatedMs) != null && /search|q=/.test(r.name));
  if (searches.length && result.emulatorQueries) {
    const q = result.emulatorQueries;
    console.log(
      `\nSearch rows at production speed. The emulator answers a search query by scanning every project: here a page of cards took ${q.indexedPage} ms (an index), ` +
        `a search page ${q.searchPage} ms, a word's count ${q.searchCount} ms, the list's count ${q.listCount} ms, and the naive read of every project ${q.everyProject} ms. ` +
        `"Est." replaces the time the search waited on Firestore with its round trips at ${q.indexedPage} ms each; ` +
        `a typed search shows no sooner than its page in the cache does (the box reports the text ${SEARCH_DEBOUNCE_MS} ms after typing).\n`,
    );
    console.log(
      table(
        [
          'Search',
          'Round trips',
          'First query sent (ms after typing)',
          'Time (ms)',
          'Waiting on Firestore (ms)',
          'Page in the cache (ms)',
          'Est. (ms)',
          'Naive time (ms)',
          'Time ours/naive',
          'Est. ours/naive',
        ],
        searches.map((r) => {
          const ours = r.step ? { ...r.ours.step!, time: r.ours.step!.ms } : { ...r.ours.view, time: r.ours.view.visibleMs };
          const naiveMs = r.step ? (r.naive?.step?.ms ?? null) : (r.naive?.view.visibleMs ?? null);
          return [
            r.name,
            ours.trips,
            r.step ? (r.ours.step?.queryStartMs ?? null) : null,
            ours.time,
            ours.firestoreMs,
            r.step ? (r.ours.step?.cachedMs ?? null) : null,
            ours.estimatedMs,
            naiveMs,
            x(r.step ? (r.ratio?.stepTime ?? null) : (r.ratio?.time ?? null)),
            x(r.step ? (r.ratio?.estimatedStepTime ?? null) : (r.ratio?.estimatedTime ?? null)),
          ];
        }),
      ),
    );
  }
  const opened = rows.filter((r) => !r.step);
  if (opened.length) {
    console.log('\nLong tasks after the first contentful paint (main-thread tasks over 50 ms until the page settled, unthrottled)\n');
    console.log(
      table(
        ['Screen', 'Tasks per run', 'Longest per run (ms)', 'Longest (ms, median)', 'First run: start+length (ms)'],
        opened.map((r) => [
          r.name,
          r.longTasksRuns.map((tasks) => tasks.length).join(', '),
          longestTasks(r).runs.join(', '),
          longestTasks(r).median,
          (r.longTasksRuns[0] ?? []).map((task) => `${task.startMs}+${task.ms}`).join(' ') || 'none',
        ]),
      ),
    );
  }
  if (result.interactions.length) {
    console.log(
      `\nInteractions on a phone's screen at ${INTERACTION_CPU_SLOWDOWN}× CPU (Event Timing: input to the next paint; "<16": no event over 16 ms)\n`,
    );
    console.log(
      table(
        ['Interaction', 'Signed in as', 'Median (ms)', 'Runs (ms)', 'Slowest events of the first run (ms)'],
        result.interactions.map((i) => [i.name, i.as, i.medianMs, i.runs.map((ms) => ms ?? '<16').join(', '), i.slowestEvents[0] ?? null]),
      ),
    );
  }
  const lighthouseEntries = Object.entries(result.lighthouse);
  if (lighthouseEntries.length) {
    const slowdown = process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN;
    console.log(
      `\nLighthouse (mobile emulation, production build, system Chromium; median)${slowdown ? `: CPU slowdown ${slowdown}, not the budget's 4` : ''}\n`,
    );
    console.log(
      table(
        ['Page', 'Score', 'FCP (ms)', 'LCP (ms)', 'TBT (ms)', 'CLS', 'Speed Index (ms)', 'Runs', 'LCP runs (ms)', 'Benchmark index (runs)'],
        lighthouseEntries.map(([path, { as, median: m, runs }]) => [
          as === 'guest' ? path : `${path} (as ${as})`,
          m.score,
          m.fcpMs,
          m.lcpMs,
          m.tbtMs,
          m.cls,
          m.speedIndexMs,
          runs.map((r) => r.score).join(', '),
          runs.map((r) => r.lcpMs).join(', '),
          runs.map((r) => r.benchmarkIndex).join(', '),
        ]),
      ),
    );
  }
  console.log('\nBudget\n');
  console.log(
    table(
      ['Item', 'Value', 'Limit', 'Holds'],
      result.budget.map((b) => [b.item, b.value, b.limit, b.holds === null ? null : b.holds ? 'yes' : 'NO']),
    ),
  );
  console.log('');
}

/** Against earlier figures (the committed docs/bench/latest.json, or --compare FILE): what moved in bytes, reads and time. */
export function compare(result: { scenarios: Row[] }, against: string) {
  const file = resolve(root, against || 'docs/bench/latest.json');
  if (!existsSync(file)) return;
  const previous: { date: string; scenarios: Row[] } = JSON.parse(readFileSync(file, 'utf8'));
  const changes = result.scenarios.flatMap((r) => {
    const before = previous.scenarios.find((p) => p.name === r.name);
    if (!before) return [];
    const moved = [
      ['JS to show bytes', before.jsToShowBytes, r.jsToShowBytes],
      ['JS total bytes', before.jsTotalBytes, r.jsTotalBytes],
      ['reads', before.ours.view.reads, r.ours.view.reads],
      ['naive reads', before.naive?.view.reads ?? null, r.naive?.view.reads ?? null],
      ['time (ms, median)', before.ours.view.visibleMs, r.ours.view.visibleMs],
    ].filter(([, a, b]) => a !== b);
    return moved.map(([what, a, b]) => [r.name, what, a, b]);
  });
  console.log(`Compared with ${relative(root, file)} (${previous.date}): ${changes.length ? '' : 'bytes and reads unchanged'}`);
  if (changes.length) console.log(table(['Screen', 'What', 'Before', 'Now'], changes as Array<Array<string | number | null>>));
  console.log('');
}
