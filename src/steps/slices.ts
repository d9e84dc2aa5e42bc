// Long loops on the build's main thread, cut into slices: between two slices the event loop runs, so worker threads
// are handed their tasks and their answers are read (the render and parse pools), and the editor's bundler
// and the build's git call answer.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a loop works before it lets the event loop run, in milliseconds. */
const SLICE_MS = 50;

/** Calls `step` for as long as `more` says, letting the event loop run every SLICE_MS. */
export async function whileInSlices(more: () => boolean, step: () => void): Promise<void> {
  let slice = performance.now();
  while (more()) {
    step();
    if (performance.now() - slice > SLICE_MS) {
      await nextTurn();
      slice = performance.now();
    }
  }
}

/** Calls `each` on every item in order, letting the event loop run every SLICE_MS. */
export async function inSlices<T>(items: readonly T[], each: (item: T, i: number) => void): Promise<void> {
  let i = 0;
  await whileInSlices(
    () => i < items.length,
    () => {
      each(items[i]!, i);
      i++;
    },
  );
}
