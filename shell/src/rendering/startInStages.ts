// A phone counts every stretch of script over 50 ms as a long task: the page ignores taps meanwhile, and Total
// Blocking Time adds up what each one runs over. The store's start is several such stretches back to back (the
// federation runtime negotiating the shared libraries, each library's evaluation, the shell's modules): run apart,
// with the browser's turn between them, none of them blocks for long.
import { nextTask } from 'shared-ui/next-task';

/** Runs `stages` one after the other, each in a task of its own (the first too: not in the entry script's task). */
export async function startInStages(stages: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const stage of stages) {
    await nextTask();
    await stage();
  }
}
