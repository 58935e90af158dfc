import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type InstanceOptions, type TestContext } from './test-app';

export type ThreeInstances = [TestContext, TestContext, TestContext];

/**
 * Three app instances on one database, as a cluster: the first makes the database, the other two join
 * it on the PostgreSQL bus. `firstOnBus` puts the first on that bus too (for what it says).
 */
export async function threeInstances(opts: { firstOnBus?: boolean } = {}): Promise<ThreeInstances> {
  const first = await createTestContext({}, opts.firstOnBus ? { bus: 'postgres' } : {});
  const on: InstanceOptions = { databaseUrl: first.config.DATABASE_URL, bus: 'postgres' };
  const more = await Promise.all([0, 1].map(() => createTestContext({}, on)));
  return [first, ...more] as ThreeInstances;
}

/**
 * The file's cluster of three (filled before its tests run), each instance's job queue started when
 * `startJobs`, and stopped after the file.
 */
export function threeInstancesForFile(opts: { startJobs: boolean }): ThreeInstances {
  const instances: TestContext[] = [];
  beforeAll(async () => {
    instances.push(...(await threeInstances()));
    if (opts.startJobs) for (const instance of instances) await instance.jobs.start();
  });
  afterAll(async () => {
    for (const instance of instances) await instance.jobs.stop(1000);
  });
  return instances as unknown as ThreeInstances;
}
