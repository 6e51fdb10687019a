/**
 * Writes that run while the next page is made: a build awaiting each file in turn leaves the
 * thread idle on every open, write and close. A few are in flight at a time, so that the bytes
 * waiting stay few; the first failure is the queue's.
 */

/** How many writes may be in flight: the file system's thread pool has four threads. */
const inFlight = 8;

/** Writes started in order, at most `inFlight` at a time; `drain` waits for all of them. */
export class WriteQueue {
  readonly #pending = new Set<Promise<void>>();
  #failure: { error: unknown } | undefined;

  /** Starts `write`, after waiting for room; rejects with an earlier write's failure. */
  async add(write: () => Promise<void>): Promise<void> {
    while (this.#pending.size >= inFlight) await Promise.race(this.#pending);
    this.#throwFailure();
    const running: Promise<void> = write()
      .catch((error: unknown) => {
        this.#failure ??= { error };
      })
      .finally(() => this.#pending.delete(running));
    this.#pending.add(running);
  }

  /** Waits for every write started; rejects with the first that failed. */
  async drain(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
    this.#throwFailure();
  }

  #throwFailure(): void {
    if (this.#failure !== undefined) throw this.#failure.error;
  }
}

/**
 * Runs `work` with a queue for its writes, and waits for every write it started, whether `work`
 * succeeds or not: nothing may land in a folder once the build removes it. `work`'s own failure
 * comes first, then a write's.
 */
export async function writingAlong<T>(work: (writes: WriteQueue) => Promise<T>): Promise<T> {
  const writes = new WriteQueue();
  let result: T;
  try {
    result = await work(writes);
  } catch (error) {
    await writes.drain().catch(() => undefined);
    throw error;
  }
  await writes.drain();
  return result;
}
