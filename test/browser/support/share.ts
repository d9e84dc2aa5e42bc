// The browser test files, and one machine's share of them when the suite is split across machines (TEST_SHARD=i/n,
// as the GitHub workflow's `browsers` jobs set it), dealt as npm test deals its own files (test/helpers/shard.ts).
import { shareOf } from '../../helpers/shard';

export const BROWSER_TEST_FILES = ['test/browser/*.test.ts'];

/** The files of share `spec` ("2/4": the second of four), or every file when no share is given. */
export function browserShare(spec: string | undefined): string[] {
  if (!spec) return shareOf(0, 1, BROWSER_TEST_FILES);
  const match = /^(\d+)\/(\d+)$/.exec(spec);
  const [share, shares] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (share < 1 || share > shares)
    throw new Error(`TEST_SHARD is "${spec}": expected i/n, the i-th of n shares (1 ≤ i ≤ n), such as "2/4".`);
  return shareOf(share - 1, shares, BROWSER_TEST_FILES);
}
