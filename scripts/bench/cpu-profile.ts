// Where a page's main thread goes, by source file before and after its first paint, and in each stretch
// of work of 50 ms or more (a long task at 4×), by the app's own function under it: a CPU profile of one load at
// 4× CPU, its samples mapped through the build's source maps. Run inside the emulators, seeded, with
// a build made with source maps and served by `vite preview`:
//   npx vite build --sourcemap --outDir .cache/profile
//   node scripts/emulators.mjs "npx tsx scripts/seed.ts && (npx vite preview --outDir .cache/profile --port 4180 &) && sleep 3 &&
//     npx tsx scripts/bench/cpu-profile.ts http://127.0.0.1:4180 /project/shiftsync-ai-restaurant-scheduling ivy"
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import type { DemoAccountKey } from '../demo-accounts';
import { CHROMIUM, CHROMIUM_FLAGS, signedInContexts } from './browser';

type Node = { id: number; callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; startTime: number; samples: number[]; timeDeltas: number[] };

const [origin, path, as = 'guest', outDir = '.cache/profile'] = process.argv.slice(2);
if (!origin || !path) throw new Error('usage: cpu-profile.ts <origin> <path> [account|guest] [build dir]');

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const context = await signedInContexts(browser, [origin])(as as DemoAccountKey | 'guest');
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const started = Date.now();
await page.goto(`${origin}${path}`);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
await browser.close();

// Samples are on the profile's clock; the page's clock starts at navigation. Both are close enough
// when counted from the profile's start, which is just before the navigation.
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const maps = new Map<string, SourceMapConsumer | null>();
const consumer = (url: string) => {
  if (!maps.has(url)) {
    const file = new URL(url).pathname;
    try {
      maps.set(url, new SourceMapConsumer(JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8'))));
    } catch {
      maps.set(url, null);
    }
  }
  return maps.get(url)!;
};
const sourceOf = (frame: Node['callFrame']) => {
  if (!frame.url.startsWith(origin)) return frame.url ? 'other' : `(${frame.functionName || 'program'})`;
  const map = consumer(frame.url);
  if (!map) return new URL(frame.url).pathname;
  const original = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = original.source ?? new URL(frame.url).pathname;
  const modules = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return modules ? modules[1] : source.replace(/^.*?\/src\//, 'src/');
};

let time = profile.startTime;
const after = new Map<string, number>();
const before = new Map<string, number>();
const firstPaintAt = profile.startTime + fcp * 1000;
for (let i = 0; i < profile.samples.length; i++) {
  time += profile.timeDeltas[i];
  const node = nodes.get(profile.samples[i])!;
  const source = sourceOf(node.callFrame);
  const bucket = time > firstPaintAt ? after : before;
  bucket.set(source, (bucket.get(source) ?? 0) + profile.timeDeltas[i] / 1000);
}
const print = (title: string, bucket: Map<string, number>) => {
  const rows = [...bucket.entries()].filter(([source]) => source !== '(idle)').sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`\n${title}: ${Math.round(total)} ms busy (4× CPU)`);
  for (const [source, ms] of rows.slice(0, 25)) console.log(`${String(Math.round(ms)).padStart(7)} ms  ${source}`);
};
// The long stretches of work (50 ms or more at 4×, Lighthouse's long task), each with where its time
// went: the innermost frame of the app's own code (src/, shared/) under each sample, else the sample's own source.
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const ownFrameOf = (id: number) => {
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const source = sourceOf(nodes.get(at)!.callFrame);
    if (/^(src|\.\.\/)/.test(source)) return `${source} ${nodes.get(at)!.callFrame.functionName || '(anonymous)'}`;
  }
  return sourceOf(nodes.get(id)!.callFrame);
};
const stretches: { start: number; ms: number; by: Map<string, number> }[] = [];
let stretch: (typeof stretches)[number] | null = null;
time = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  time += profile.timeDeltas[i];
  const node = nodes.get(profile.samples[i])!;
  const ms = profile.timeDeltas[i] / 1000;
  if (node.callFrame.functionName === '(idle)') {
    if (stretch && stretch.ms >= 50) stretches.push(stretch);
    stretch = null;
    continue;
  }
  stretch ??= { start: (time - profile.startTime) / 1000, ms: 0, by: new Map() };
  stretch.ms += ms;
  const where = ownFrameOf(node.id);
  stretch.by.set(where, (stretch.by.get(where) ?? 0) + ms);
}
if (stretch && stretch.ms >= 50) stretches.push(stretch);

console.log(`${path} as ${as}: first contentful paint ${Math.round(fcp)} ms, profiled ${Date.now() - started} ms`);
print('before the first paint', before);
print('after the first paint', after);
console.log('\nlong stretches (4× CPU): start, length, where the time went');
for (const { start, ms, by } of stretches) {
  const top = [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(
    `${String(Math.round(start)).padStart(6)} ms ${String(Math.round(ms)).padStart(4)} ms  ${top.map(([where, t]) => `${where} ${Math.round(t)}`).join(' | ')}`,
  );
}
