// Build output: one line per step with its time, warnings, and the final summary.
export interface StepTiming {
  name: string;
  ms: number;
}

export class StepError extends Error {
  constructor(
    readonly step: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'StepError';
  }
}

export const formatMs = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);
export const formatBytes = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(2)} MB` : `${(n / 1024).toFixed(1)} KB`;

/** Reports how far a long step has got: (items done, items in all). */
export type Tick = (done: number, total: number) => void;

/** What a build prints: its steps, warnings and failures ('steps'); only warnings and failures; or nothing. */
export type LogLevel = 'steps' | 'warnings' | 'none';

/**
 * Progress ("Render and write  1200/10000   240/s, 40.00 s left") is drawn in place, with the steps, and only on a
 * terminal: piped into a CI log it would be thousands of lines.
 */
export function createLog(
  level: LogLevel = 'steps',
  progress = level === 'steps' && Boolean(process.stdout.isTTY),
  clock: () => number = () => performance.now(),
) {
  const timings: StepTiming[] = [];
  const warnings: string[] = [];
  const print = (line: string) => {
    if (level === 'steps') console.log(line);
  };
  let shown = false;
  const tickFor = (name: string): Tick => {
    if (!progress) return () => {};
    let last = 0;
    const start = clock();
    return (done, total) => {
      const now = clock();
      if (now - last < 80 && done < total) return;
      last = now;
      shown = true;
      // The rate and time left once there is a second's worth to go by.
      const seconds = (now - start) / 1000;
      const rate = done / seconds;
      const pace =
        seconds >= 1 && done > 0 ? `   ${Math.round(rate)}/s, ${formatMs(((total - done) / rate) * 1000)} left` : '';
      // Synchronous on a terminal, so the line updates even while a synchronous loop (the render) runs.
      process.stdout.write(`\r\x1b[K  … ${name.padEnd(26)}${`${done}/${total}`.padStart(12)}${pace}`);
    };
  };
  const clearProgress = () => {
    if (shown) process.stdout.write('\r\x1b[K');
    shown = false;
  };
  return {
    timings,
    /** Every warning, for the build's caller. */
    warnings,
    print,
    warn: (message: string) => {
      warnings.push(message);
      if (level !== 'none') console.warn(`  ⚠ ${message}`);
    },
    /** Runs one named step, timing it; a failure is re-thrown as a StepError carrying the step's name. */
    async step<T>(name: string, run: (tick: Tick) => T | Promise<T>, detail?: (result: T) => string): Promise<T> {
      const start = performance.now();
      try {
        const result = await run(tickFor(name));
        const ms = performance.now() - start;
        timings.push({ name, ms });
        clearProgress();
        print(`  ✓ ${name.padEnd(26)}${formatMs(ms).padStart(9)}   ${detail?.(result) ?? ''}`.trimEnd());
        return result;
      } catch (error) {
        clearProgress();
        if (level !== 'none') console.error(`  ✗ ${name}`);
        throw new StepError(name, error);
      }
    },
  };
}
