// The big dataset: `npm run bench:data -- --posts 1000000 --members 100000` (see bench/README.md).
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { dataDirFor, generateBenchData, hasBenchData, openBenchDatabase } from './data-source';
import { runBench } from './lib';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '100000' },
    members: { type: 'string' },
    seed: { type: 'string', default: '1' },
    /** Removes the kept DATA_DIR of this size first (the embedded cluster only). */
    fresh: { type: 'boolean', default: false },
  },
});
const posts = Number(values.posts);
const members = values.members ? Number(values.members) : Math.max(1000, Math.round(posts / 10));
if (!Number.isInteger(posts) || posts < 1000 || !Number.isInteger(members))
  throw new Error('--posts (at least 1000) and --members are whole numbers');

runBench(async (cleanup) => {
  const t0 = performance.now();
  if (values.fresh && !process.env.BENCH_DATABASE_URL)
    fs.rmSync(dataDirFor(posts), { recursive: true, force: true });
  const { url, where } = await openBenchDatabase(cleanup, posts);
  const startSeconds = (performance.now() - t0) / 1000;
  const already = await hasBenchData(url);
  if (already > 0)
    throw new Error(
      `${where} already holds ${already} posts: use it, or start again with --fresh (or another DATA_DIR)`,
    );
  console.log(
    `Generating ${posts.toLocaleString('en-US')} posts and ${members.toLocaleString('en-US')} members into ${where} ` +
      `(${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  console.log(`  start PostgreSQL: ${startSeconds.toFixed(1)} s`);
  const result = await generateBenchData(url, { posts, members, seed: Number(values.seed) });
  const wall = (performance.now() - t0) / 1000;
  console.log('\nRows:');
  for (const [name, n] of Object.entries(result.counts))
    console.log(`  ${name.padEnd(14)} ${n.toLocaleString('en-US').padStart(11)}`);
  console.log('\nPhases:');
  console.log(`  ${'start PostgreSQL'.padEnd(50)} ${startSeconds.toFixed(1).padStart(7)} s`);
  console.log(`  ${'migrate'.padEnd(50)} ${result.migrateSeconds.toFixed(1).padStart(7)} s`);
  for (const [name, s] of result.phases)
    console.log(`  ${name.replace(/ \([^)]*\)/g, '').padEnd(50)} ${s.toFixed(1).padStart(7)} s`);
  console.log(
    `\nbench:data ${posts.toLocaleString('en-US')} posts, ${members.toLocaleString('en-US')} members: wall time ${wall.toFixed(1)} s (${(wall / 60).toFixed(1)} min), load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  console.log(`Kept in ${where}.`);
}, 3_600_000);
