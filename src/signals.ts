/**
 * The exit status of a command a signal stopped, as a shell reports a process the signal ended:
 * 128 + the signal's number. `nodeIo` aborts a command's `AbortSignal` with the signal's name.
 */
import { constants } from "node:os";

/**
 * 128 + the number of the signal named `name` (SIGINT's, 130, when there is no name).
 * @example signalStatus("SIGTERM") // 143
 */
export function signalStatus(name: unknown): number {
  const number = typeof name === "string" ? constants.signals[name as NodeJS.Signals] : undefined;
  return 128 + (number ?? constants.signals.SIGINT);
}
