// Prints, one a line, the browser test files `npm run test:browser` runs: every one, or with TEST_SHARD=i/n the i-th
// of n shares (test/browser/support/share.ts).
import { browserShare } from './support/share';

try {
  console.log(browserShare(process.env.TEST_SHARD).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
