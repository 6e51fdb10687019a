import { describe, expect, it } from "vitest";
import { WriteQueue, writingAlong } from "../src/site/write-queue.ts";

/** A write that ends when told to. */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { done, open, fail };
}

describe("WriteQueue", () => {
  it("starts writes in order, at most eight at a time, and drains them all", async () => {
    const queue = new WriteQueue();
    const gates = Array.from({ length: 10 }, gate);
    const started: number[] = [];
    const adding = (async () => {
      for (const [i, g] of gates.entries()) {
        await queue.add(() => {
          started.push(i);
          return g.done;
        });
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    gates[3]!.open();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const g of gates) g.open();
    await adding;
    let drained = false;
    await queue.drain().then(() => (drained = true));
    expect(started).toHaveLength(10);
    expect(drained).toBe(true);
  });

  it("rejects the next add and the drain with the first failure, after every write started has ended", async () => {
    const queue = new WriteQueue();
    const first = gate();
    const second = gate();
    let ended = 0;
    await queue.add(() => first.done.finally(() => ended++));
    await queue.add(() => second.done.finally(() => ended++));
    first.fail(new Error("disk full"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(queue.add(async () => undefined)).rejects.toThrow("disk full");
    const draining = queue.drain();
    second.fail(new Error("later"));
    await expect(draining).rejects.toThrow("disk full");
    expect(ended).toBe(2);
  });

  it("writingAlong waits for the writes its work started, and fails with the work's own failure first", async () => {
    const slow = gate();
    let ended = false;
    const along = writingAlong(async (writes) => {
      await writes.add(() => slow.done.finally(() => (ended = true)));
      throw new Error("the page failed");
    });
    let settled = false;
    void along.catch(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    slow.fail(new Error("and so did its write"));
    await expect(along).rejects.toThrow("the page failed");
    expect(ended).toBe(true);
    await expect(writingAlong(async (writes) => writes.add(() => Promise.reject(new Error("disk full"))))).rejects.toThrow("disk full");
    expect(await writingAlong(async () => 7)).toBe(7);
  });
});
