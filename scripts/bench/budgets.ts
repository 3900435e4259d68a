// The bench's budgets: JavaScript bytes, documents read on each first view, Lighthouse's score and
// largest paint; each item with its limit and whether the run kept it.
import { INTERACTION_CPU_SLOWDOWN, INTERACTION_LIMIT_MS, type InteractionResult } from './interactions';
import type { LighthouseResult } from './lighthouse';
import { round } from './stats';
import { longestTasks, picturesRead, type Row } from './summaries';

// Every route's JavaScript once settled, at most (the developers' guide; React stays the renderer, decision 0074).
const ROUTE_TOTAL_LIMIT_KB = 260;
// The JavaScript a screen downloads before its first card or heading shows, at most (the same guide).
const SHOW_LIMIT_KB = 170;

export type BudgetItem = { item: string; value: number | null; limit: number; holds: boolean | null };

/** The budget: each item with its value, its limit, and whether it holds (null: not measured this run). */
export function budget(rows: Row[], lighthouseResults: Record<string, LighthouseResult>, interactions: InteractionResult[]) {
  const items: BudgetItem[] = [];
  const row = (name: string) => rows.find((r) => r.name === name);
  const js = (name: string, limit: number, label: string, key: 'jsToShowKB' | 'jsTotalKB' = 'jsToShowKB') => {
    const r = row(name);
    items.push({ item: label, value: r?.[key] ?? null, limit, holds: r ? r[key] <= limit : null });
  };
  js('/ (welcome)', 90, 'JS to show / (KB gzip)');
  // Total: everything the page downloaded by the time it settled. 180 KB since the welcome page's Featured projects and
  // figures: they bring Firestore Lite, the data cache and the card code after the first paint (176.5 KB measured; 125
  // before; docs/performance.md, "The devices: what each buys today and costs").
  js('/ (welcome)', 180, 'JS total / (KB gzip), what it prefetches after showing included', 'jsTotalKB');
  js('/guest', 220, 'JS total /guest (KB gzip)', 'jsTotalKB');
  const welcome = row('/ (welcome)');
  if (welcome) {
    const gap = welcome.firebaseAfterPaintMs;
    items.push({
      item: 'Firebase SDK on /: ms from the first paint to its first request (least of the runs; > 0)',
      value: gap === null ? null : round(gap),
      limit: 0,
      holds: gap === null || gap > 0,
    });
  }
  js('/guest', SHOW_LIMIT_KB, 'JS to show /guest with its first page (KB gzip)');
  /** The heaviest of these rows by `key`, held to `limit` (none when no row was measured: BENCH_ONLY matching no scenario). */
  const heaviest = (among: Row[], key: 'jsToShowKB' | 'jsTotalKB', label: string, limit: number) => {
    if (!among.length) return;
    const r = among.reduce((max, next) => (next[key] > max[key] ? next : max));
    items.push({ item: `${label} (KB gzip): ${r.name}`, value: r[key], limit, holds: r[key] <= limit });
  };
  // Every screen's first view, as the guide's budget says (a step's row measures its page's first view too: left out).
  const opened = rows.filter((r) => !r.step);
  heaviest(opened, 'jsToShowKB', 'largest JS to show, first views', SHOW_LIMIT_KB);
  heaviest(rows, 'jsTotalKB', 'largest route, JS total', ROUTE_TOTAL_LIMIT_KB);
  // Pictures are shown from their own addresses (shared/pictures/picture-address.ts): no screen reads
  // a picture document, so they are among no screen's reads.
  for (const r of rows) {
    if (!r.readBudget) continue;
    items.push({
      item: `documents read, first view of ${r.name} (${r.readBudget.rule})`,
      value: r.ours.view.reads,
      limit: r.readBudget.max,
      holds: r.ours.view.reads <= r.readBudget.max,
    });
  }
  // No task over 50 ms after the first paint, on the bench's host without throttling.
  for (const r of opened) {
    const { median: longest } = longestTasks(r);
    items.push({
      item: `longest task after the first paint, ${r.name} (ms, unthrottled, median of the runs)`,
      value: longest,
      limit: 50,
      holds: longest <= 50,
    });
  }
  const pictureReads = rows.reduce((sum, r) => sum + picturesRead(r), 0);
  items.push({ item: 'picture documents read, first views of every scenario', value: pictureReads, limit: 0, holds: pictureReads === 0 });
  for (const r of rows) {
    if (!r.stepReadBudget || !r.ours.step) continue;
    items.push({
      item: `documents read by the step of ${r.name} (${r.stepReadBudget.rule})`,
      value: r.ours.step.reads,
      limit: r.stepReadBudget.max,
      holds: r.ours.step.reads <= r.stepReadBudget.max,
    });
  }
  for (const [path, { as, median: m }] of Object.entries(lighthouseResults)) {
    const page = `${path} (mobile${as === 'guest' ? '' : `, signed in as ${as}`})`;
    items.push({ item: `Lighthouse performance ${page}`, value: m.score, limit: 95, holds: m.score >= 95 });
    items.push({ item: `Lighthouse LCP ${page}, ms, below the limit`, value: m.lcpMs, limit: 2500, holds: m.lcpMs < 2500 });
    items.push({ item: `Lighthouse TBT ${page}, ms`, value: m.tbtMs, limit: 150, holds: m.tbtMs <= 150 });
  }
  for (const i of interactions)
    items.push({
      item: `interaction, ${i.name} (ms to the next paint, ${INTERACTION_CPU_SLOWDOWN}× CPU, median of the runs)`,
      value: i.medianMs,
      limit: INTERACTION_LIMIT_MS,
      holds: !i.error && (i.medianMs ?? 0) <= INTERACTION_LIMIT_MS,
    });
  return items;
}
