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
export const formatBytes = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(2)} MB` : `${(n / 1024).toFixed(1)} KB`);

export function createLog(quiet = false) {
  const timings: StepTiming[] = [];
  const print = (line: string) => {
    if (!quiet) console.log(line);
  };
  return {
    timings,
    print,
    warn: (message: string) => console.warn(`  ⚠ ${message}`),
    /** Runs one named step, timing it; a failure is re-thrown as a StepError carrying the step's name. */
    async step<T>(name: string, run: () => T | Promise<T>, detail?: (result: T) => string): Promise<T> {
      const start = performance.now();
      try {
        const result = await run();
        const ms = performance.now() - start;
        timings.push({ name, ms });
        print(`  ✓ ${name.padEnd(26)}${formatMs(ms).padStart(9)}   ${detail?.(result) ?? ''}`.trimEnd());
        return result;
      } catch (error) {
        console.error(`  ✗ ${name}`);
        throw new StepError(name, error);
      }
    },
  };
}
