// A scenario's runs summed up in one row: bytes, reads, median times, the naive build's beside them,
// and the search rows' time at production speed.
import type { Loaded } from './page-load';
import type { Scenario } from './scenarios';
import { median, percentile, round } from './stats';

/** `indexedQueryMs`: the emulator's time for a page of cards (null: no search was measured), for the estimates. */
export function summarise(scenario: Scenario, ours: Loaded[], naiveRuns: Loaded[], indexedQueryMs: number | null) {
  const first = ours[0].measure;
  const steady = <T>(values: T[]) => values.every((v) => JSON.stringify(v) === JSON.stringify(values[0]));
  const view = (runs: Loaded[]) =>
    runs.length === 0
      ? null
      : {
          reads: runs[0].measure.reads,
          readsByCollection: runs[0].measure.readsByCollection,
          aggregations: runs[0].measure.aggregations,
          readsSteady: steady(runs.map((r) => r.measure.reads)),
          visibleMs: median(runs.map((r) => r.measure.visibleMs)),
          visibleMsRuns: runs.map((r) => r.measure.visibleMs),
          trips: Math.max(...runs.map((r) => r.measure.trips)),
          firestoreMs: median(runs.map((r) => r.measure.firestoreMs)),
          estimatedMs: estimate(
            runs.map((r) => ({ ms: r.measure.visibleMs, trips: r.measure.trips, firestoreMs: r.measure.firestoreMs })),
            indexedQueryMs,
          ),
        };
  const stepOf = (runs: Loaded[]) =>
    runs.length === 0 || !runs[0].step
      ? null
      : {
          reads: runs[0].step.reads,
          readsByCollection: runs[0].step.readsByCollection,
          ms: median(runs.map((r) => r.step!.ms)),
          p95Ms: round(
            percentile(
              runs.map((r) => r.step!.ms),
              95,
            ),
          ),
          msRuns: runs.map((r) => r.step!.ms),
          trips: Math.max(...runs.map((r) => r.step!.trips)),
          firestoreMs: median(runs.map((r) => r.step!.firestoreMs)),
          queryStartMs: runs[0].step.queryStartMs == null ? null : median(runs.map((r) => r.step!.queryStartMs ?? 0)),
          cachedMs: runs[0].step.cachedMs === undefined ? null : median(runs.map((r) => r.step!.cachedMs ?? 0)),
          call: functionCalls(runs),
          estimatedMs: estimate(
            runs.map((r) => r.step!),
            indexedQueryMs,
          ),
        };
  const oursView = view(ours)!;
  const naiveView = view(naiveRuns);
  const oursStep = stepOf(ours);
  const naiveStep = stepOf(naiveRuns);
  const ratio = (a: number, b: number | undefined) => (b ? round(a / b, 3) : null);
  return {
    name: scenario.name,
    path: scenario.path,
    as: scenario.as,
    step: scenario.step?.kind ?? null,
    jsToShowBytes: first.jsToShowBytes,
    jsTotalBytes: first.jsTotalBytes,
    jsToShowKB: round(first.jsToShowBytes / 1000, 1),
    jsTotalKB: round(first.jsTotalBytes / 1000, 1),
    jsToShowFiles: first.jsToShowFiles,
    timeline: first.timeline,
    fcpMs: median(ours.map((r) => r.measure.fcpMs ?? NaN)),
    /** Each run's long tasks after the first contentful paint (unthrottled). */
    longTasksRuns: ours.map((r) => r.measure.longTasksAfterFcp ?? []),
    firebaseRequestedMs: first.firebaseRequestedMs,
    /** Least, over the runs, of (Firebase SDK first requested − first contentful paint) in ms; null: never requested. */
    firebaseAfterPaintMs: ours.some((r) => r.measure.firebaseRequestedMs !== null)
      ? Math.min(...ours.map((r) => (r.measure.firebaseRequestedMs ?? Infinity) - (r.measure.fcpMs ?? Infinity)))
      : null,
    ours: { view: oursView, step: oursStep },
    naive: naiveView ? { view: naiveView, step: naiveStep } : null,
    ratio: naiveView
      ? {
          reads: ratio(oursView.reads, naiveView.reads),
          time: ratio(oursView.visibleMs, naiveView.visibleMs),
          stepReads: oursStep && naiveStep ? ratio(oursStep.reads, naiveStep.reads) : null,
          stepTime: oursStep && naiveStep ? ratio(oursStep.ms, naiveStep.ms) : null,
          estimatedTime: oursView.estimatedMs !== null ? ratio(oursView.estimatedMs, naiveView.visibleMs) : null,
          estimatedStepTime: oursStep?.estimatedMs != null && naiveStep ? ratio(oursStep.estimatedMs, naiveStep.ms) : null,
        }
      : null,
    readBudget: scenario.readBudget ?? null,
    stepReadBudget: scenario.stepReadBudget ?? null,
  };
}

export type Row = ReturnType<typeof summarise>;

/** The longest task after the first paint in each run (0: none over 50 ms), and their median. */
export function longestTasks(r: Row) {
  const runs = r.longTasksRuns.map((tasks) => Math.max(0, ...tasks.map((task) => task.ms)));
  return { runs, median: median(runs) };
}

/**
 * What the emulator measured in a search row, with the project lists' Firestore chain at production
 * speed: its time spent waiting on Firestore replaced by its round trips, each as long as a query
 * the emulator answers from an index (a page of cards, timed in the same run). Null: no search query.
 */
function estimate(
  runs: Array<{ ms: number; trips: number; firestoreMs: number; queryStartMs?: number | null; cachedMs?: number }>,
  indexedQueryMs: number | null,
) {
  if (indexedQueryMs === null || runs.every((r) => r.trips === 0)) return null;
  return round(
    median(
      runs.map((r) =>
        r.queryStartMs == null || r.cachedMs === undefined
          ? r.ms - r.firestoreMs + r.trips * indexedQueryMs
          : typedEstimate(r, r.queryStartMs, r.cachedMs, indexedQueryMs),
      ),
    ),
  );
}

/**
 * A typed search shows its page when the box reports the text (SEARCH_DEBOUNCE_MS after the input)
 * and its page is read, whichever comes later. A page back before the report shows as fast as a page
 * in the cache (cachedMs, measured: the report, then the render); one back after it, at its return
 * plus what followed the last answer here (its decoding and render). A search asked at the report
 * gives the same as the line above; a read-ahead (at SEARCH_READ_AHEAD_MS) can be back before it.
 */
function typedEstimate(
  r: { ms: number; trips: number; firestoreMs: number },
  queryStartMs: number,
  cachedMs: number,
  indexedQueryMs: number,
) {
  const afterAnswer = Math.max(0, r.ms - queryStartMs - r.firestoreMs);
  return Math.max(cachedMs, queryStartMs + r.trips * indexedQueryMs + afterAnswer);
}

/**
 * Invest Now's call to the invest function, over the runs that saw it: ms from sent to answered (median,
 * 95th percentile, each run) and when it was sent after the click (median); null for other steps.
 */
function functionCalls(runs: Loaded[]) {
  const calls = runs.flatMap((r) => (r.step?.call ? [r.step.call] : []));
  if (!calls.length) return null;
  const ms = calls.map((c) => c.ms);
  return { ms: median(ms), p95Ms: round(percentile(ms, 95)), msRuns: ms, sentMs: median(calls.map((c) => c.sentMs)) };
}

/** Uploaded pictures' documents among a row's first-view reads (counted apart from its data). */
export const picturesRead = (r: Row) => r.ours.view.readsByCollection?.pictures ?? 0;
