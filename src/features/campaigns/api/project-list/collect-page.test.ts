import { describe, expect, it } from 'vitest';
import { collectPage } from './collect-page';

/** A query over 0..count-1 in order, recording every batch asked for. */
function source(count: number) {
  const batches: Array<{ after: number | null; size: number }> = [];
  const readBatch = async (after: number | null, size: number) => {
    batches.push({ after, size });
    const start = after === null ? 0 : after + 1;
    return Array.from({ length: Math.max(0, Math.min(size, count - start)) }, (_, i) => start + i);
  };
  return { readBatch, batches };
}

const every = (n: number) => (item: number) => item % n === 0;
const options = { after: null, pageSize: 12, readCap: 200 };

describe('collectPage', () => {
  it('fills a page of 12 from sparse matches and says where the next starts', async () => {
    const { readBatch } = source(1000);
    const page = await collectPage(readBatch, every(5), options);
    expect(page.matches).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
    // The next page starts right after the last item before the 13th match (60).
    expect(page.cursor).toBe(59);
    const next = await collectPage(readBatch, every(5), { ...options, after: page.cursor });
    expect(next.matches[0]).toBe(60);
  });

  it('starts at a page and one, then reads twice what the matches found say the page still needs', async () => {
    const { readBatch, batches } = source(1000);
    await collectPage(readBatch, every(5), options);
    // 3 matches in 13: 10 more to find take about 43 reads; twice that is 87.
    expect(batches.map((b) => b.size)).toEqual([13, 87]);
  });

  it('fills the page in one read when the first batch is sized for the matches', async () => {
    const { readBatch, batches } = source(1000);
    const page = await collectPage(readBatch, every(5), { ...options, firstBatch: 130 });
    expect(batches.map((b) => b.size)).toEqual([130]);
    expect(page.matches).toHaveLength(12);
    expect(page.cursor).toBe(59);
  });

  it('ends with no cursor when the last match has been returned, even on a full page', async () => {
    const { readBatch } = source(60); // matches 0..55: exactly 12
    const page = await collectPage(readBatch, every(5), options);
    expect(page.matches).toHaveLength(12);
    expect(page.cursor).toBeNull();
  });

  it('returns every match of a short result with no cursor', async () => {
    const { readBatch } = source(30);
    const page = await collectPage(readBatch, every(7), options);
    expect(page).toEqual({ matches: [0, 7, 14, 21, 28], cursor: null, reads: 30 });
  });

  it('never reads more than the cap, and then offers to go on from where it stopped', async () => {
    const { readBatch, batches } = source(10_000);
    const page = await collectPage(readBatch, every(100), { ...options, readCap: 200 });
    expect(page.reads).toBe(200);
    expect(batches.reduce((sum, b) => sum + b.size, 0)).toBe(200);
    expect(page.matches).toEqual([0, 100]);
    expect(page.cursor).toBe(199);
  });

  it('reads a page and one when every item matches (a one-word search)', async () => {
    const { readBatch } = source(1000);
    const page = await collectPage(readBatch, () => true, options);
    expect(page.reads).toBe(13);
    expect(page.matches).toHaveLength(12);
    expect(page.cursor).toBe(11);
  });
});
