// One of the processes npm test runs the unit tests in (test/helpers/shard.ts).
import { runShard } from '../helpers/shard';

await runShard(import.meta.url);
