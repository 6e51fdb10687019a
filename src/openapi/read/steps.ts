/**
 * A tally of the steps the schema walks take: a schema viewed, checked or merged, a label part, a
 * field row, a sample value. The growth tests read it to show that the work grows with the
 * document, not with the number of paths through it — a count, since timings vary by machine.
 * Each thread has its own; nothing reads it while a document is imported.
 */
let steps = 0;

/** Counts one step of a schema walk. */
export function countStep(): void {
  steps++;
}

/**
 * The steps taken since the thread started.
 * @example const before = schemaSteps(); importOpenApi(document); const spent = schemaSteps() - before;
 */
export function schemaSteps(): number {
  return steps;
}
