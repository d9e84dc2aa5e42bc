// `npm run build -- --watch`: the build, then a build after each save in the same process, whose modules are loaded
// and code compiled, so that a one-word edit is built in a fraction of a new process's time.
import { SITE_SOURCES, watchSources } from '../../lib/watch';
import { formatMs } from './log';

/** What `npm run build -- --watch` watches. */
const BUILD_WATCHED = [...SITE_SOURCES, 'build.ts', 'package-lock.json'];
/**
 * What a watching build rebuilds in its process: the files it reads afresh on every build. Anything else is code,
 * which a process cannot load over the code it runs, so the build starts again in a new process (bin/build.mjs).
 */
const READ_EACH_BUILD = /^(content|static)\//;

export interface WatchedBuild {
  pages: number;
  rendered: readonly unknown[];
  totalMs: number;
  warnings: readonly string[];
}

/**
 * Builds, then builds again after each save, one build at a time (saves made during a build make one more), until the
 * process is stopped. `run` builds, printing its steps on the first build only. A failed build is reported and the
 * watch goes on: the owner fixes the file and saves. A warning is printed when it first appears, not on every build.
 */
export async function watchBuilds({
  root,
  run,
  failure,
  quiet = false,
}: {
  root: string;
  run: (first: boolean) => Promise<WatchedBuild>;
  /** The message of a failed build. */
  failure: (error: unknown) => string;
  /** Only warnings and errors: no line for a build that passed. */
  quiet?: boolean;
}): Promise<void> {
  const say = quiet ? () => {} : console.log;
  let shown = new Set<string>();
  const attempt = async (reason: string, first: boolean) => {
    try {
      const result = await run(first);
      const fresh = result.warnings.filter((warning) => !shown.has(warning));
      shown = new Set(result.warnings);
      if (!first) {
        const rendered = result.rendered.length;
        say(`  ↻ ${reason}: ${result.pages} pages, ${rendered} rendered, in ${formatMs(result.totalMs)}`);
        fresh.forEach((warning) => console.warn(`  ⚠ ${warning}`));
      }
    } catch (error) {
      console.error(`  ✗ ${reason}: ${failure(error)}`);
    }
  };
  // Started by bin/build.mjs, which it outlives no longer than it must.
  process.once('disconnect', () => process.exit(0));
  await attempt('start', true);
  const saved = new Set<string>();
  let building = false;
  const next = async () => {
    building = true;
    try {
      while (saved.size) {
        const files = [...saved];
        saved.clear();
        const code = files.find((file) => !READ_EACH_BUILD.test(file));
        if (code && restart(code)) return;
        await attempt(files.length === 1 ? files[0]! : `${files.length} files`, false);
      }
    } finally {
      building = false;
    }
  };
  await watchSources(root, BUILD_WATCHED, (files) => {
    files.forEach((file) => saved.add(file));
    if (!building) void next();
  });
  say(`  Watching ${BUILD_WATCHED.join(', ')}; dist/ is rebuilt on save. Ctrl+C to stop.`);
}

/**
 * Asks bin/build.mjs, which started this process, for a new one, and ends this one; false when it was started any
 * other way, having said what to do.
 */
function restart(file: string): boolean {
  const send = process.send?.bind(process);
  if (!send) {
    console.log(`  ${file} is code: stop and start the build again to use it; content is still built on save.`);
    return false;
  }
  console.log(`  ↻ ${file} is code: starting the build again`);
  send('restart', () => process.exit(0));
  return true;
}
