// The flags of the build and the scripts, read strictly with node:util's parseArgs: `--report full` and
// `--report=full` both work, and an unknown flag or value stops the command with the list of valid ones instead of
// being ignored.
import { parseArgs } from 'node:util';

export interface Flag {
  /** What the flag does, for the list of valid flags. */
  help: string;
  /** The values it takes (`--report full`); a flag without `values` or `value` is a switch. */
  values?: readonly string[];
  /** The name of a free value (`--runs N`). */
  value?: string;
}

type Read<F extends Flag> = F extends { values: readonly (infer V)[] }
  ? V | undefined
  : F extends { value: string }
    ? string | undefined
    : boolean;
export type Flags<T extends Record<string, Flag>> = { [K in keyof T]: Read<T[K]> };

/** A command line that names a flag or value the command does not know; the message lists the valid ones. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export function usage(command: string, flags: Record<string, Flag>): string {
  const lines = Object.entries(flags).map(([name, f]) => {
    const arg = f.values ? ` ${f.values.join('|')}` : f.value ? ` ${f.value}` : '';
    return `  --${name}${arg}`.padEnd(32) + f.help;
  });
  return `Usage: ${command} [flags]\n${lines.join('\n')}`;
}

/** The flags of `args` (default: the process's), and the arguments that are not flags when `positionals` allows. */
export function readFlags<T extends Record<string, Flag>>(
  command: string,
  flags: T,
  { args = process.argv.slice(2), positionals = false } = {},
): Flags<T> & { positionals: string[] } {
  const options = Object.fromEntries(
    Object.entries(flags).map(([name, f]) => [name, { type: f.values || f.value ? 'string' : 'boolean' } as const]),
  );
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: positionals });
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : error}\n${usage(command, flags)}`);
  }
  for (const [name, f] of Object.entries(flags)) {
    const value = parsed.values[name];
    if (f.values && typeof value === 'string' && !f.values.includes(value))
      throw new UsageError(`--${name} takes ${f.values.join(' or ')}, not "${value}"\n${usage(command, flags)}`);
  }
  return { ...(parsed.values as Flags<T>), positionals: parsed.positionals };
}

/** readFlags for a command's entry point: a usage error is printed and the process ends with status 2. */
export function flagsOrExit<T extends Record<string, Flag>>(
  command: string,
  flags: T,
  options?: Parameters<typeof readFlags>[2],
): Flags<T> & { positionals: string[] } {
  try {
    return readFlags(command, flags, options);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}
