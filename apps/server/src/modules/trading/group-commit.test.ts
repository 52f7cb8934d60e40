import { describe, expect, it } from 'vitest';
import { GroupCommit, type Outcome } from './group-commit.js';

/** A write that records its batches and waits for the test to let each one finish. */
function recorder(answer: (item: number) => Outcome<string> = (item) => ({ ok: true, value: `placed ${item}` })) {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const write = async (items: number[]) => {
    batches.push(items);
    await new Promise<void>((resolve) => releases.push(resolve));
    return items.map(answer);
  };
  const releaseAll = () => releases.splice(0).forEach((r) => r());
  return { batches, write, releaseAll };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const OPTIONS = { maxBatch: 64, maxInFlight: 1, stallMs: 1000, maxStalled: 3 };

describe('group commit', () => {
  it('writes items that arrive in one turn together, and those arriving meanwhile together in the next batch', async () => {
    const r = recorder();
    const group = new GroupCommit(r.write, OPTIONS);
    const first = [1, 2, 3].map((i) => group.submit(i));
    await turn();
    expect(r.batches).toEqual([[1, 2, 3]]);
    // While the first batch is being written, more arrive over several turns: they wait.
    const second = [group.submit(4), group.submit(5)];
    await turn();
    second.push(group.submit(6));
    await turn();
    expect(r.batches).toHaveLength(1);
    expect(group.waiting).toBe(3);
    r.releaseAll();
    await expect(Promise.all(first)).resolves.toEqual(['placed 1', 'placed 2', 'placed 3']);
    await turn();
    expect(r.batches).toEqual([[1, 2, 3], [4, 5, 6]]);
    r.releaseAll();
    await expect(Promise.all(second)).resolves.toEqual(['placed 4', 'placed 5', 'placed 6']);
  });

  it('keeps to its largest batch and to the number of batches written at once', async () => {
    const r = recorder();
    const group = new GroupCommit(r.write, { ...OPTIONS, maxBatch: 2, maxInFlight: 2 });
    const all = [1, 2, 3, 4, 5].map((i) => group.submit(i));
    await turn();
    expect(r.batches).toEqual([[1, 2], [3, 4]]);
    r.releaseAll();
    await turn();
    await turn();
    expect(r.batches).toEqual([[1, 2], [3, 4], [5]]);
    r.releaseAll();
    await expect(Promise.all(all)).resolves.toHaveLength(5);
  });

  it('starts the next batch beside one held up past stallMs, and no more than maxStalled beside it', async () => {
    const r = recorder();
    const group = new GroupCommit(r.write, { ...OPTIONS, stallMs: 20, maxStalled: 1 });
    const all = [group.submit(1)];
    await turn();
    all.push(group.submit(2));
    await turn();
    expect(r.batches).toEqual([[1]]); // the first is still well within its time
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(r.batches).toEqual([[1], [2]]); // held up: the next started beside it
    all.push(group.submit(3));
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(r.batches).toEqual([[1], [2]]); // both held up, and one stalled batch is the most allowed
    r.releaseAll();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(r.batches).toEqual([[1], [2], [3]]);
    r.releaseAll();
    await expect(Promise.all(all)).resolves.toEqual(['placed 1', 'placed 2', 'placed 3']);
  });

  it('answers each item with its own outcome: one refused does not fail the others', async () => {
    const r = recorder((item) => (item === 2 ? { ok: false, error: new Error('insufficient margin') } : { ok: true, value: `placed ${item}` }));
    const group = new GroupCommit(r.write, OPTIONS);
    const answers = [1, 2, 3].map((i) => group.submit(i).catch((e: Error) => e.message));
    await turn();
    r.releaseAll();
    await expect(Promise.all(answers)).resolves.toEqual(['placed 1', 'insufficient margin', 'placed 3']);
  });

  it('gives every item the failure of a write that threw (it may have committed), and writes none of them again', async () => {
    let writes = 0;
    const group = new GroupCommit(
      () => {
        writes++;
        return Promise.reject(new Error('connection lost during commit'));
      },
      OPTIONS,
    );
    const answers = [1, 2].map((i) => group.submit(i).catch((e: Error) => e.message));
    await expect(Promise.all(answers)).resolves.toEqual(['connection lost during commit', 'connection lost during commit']);
    expect(writes).toBe(1);
  });
});
