// The command line against a real database: the same checks and messages as the API, and a change
// that reaches a running server (its registry) through PostgreSQL.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CAMPUS_ADMIN_MESSAGES as M } from '@campus/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { campusCommandDeps, RICE_NAME_ARGS, RICE_PLACE_ARGS } from '../test/campus-cli-args';
import { createTestContext, type TestContext } from '../test/test-app';
import { parseCampusArgs } from './campus-args';
import { CampusCommandError, runCampusCommand } from './campus-command';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({}, { bus: 'postgres' });
});

/** `npm run admin -- …` as a person types it (node scripts/admin.mjs), against the test database. */
async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await run('node', ['scripts/admin.mjs', ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: t.config.DATABASE_URL, LOG_LEVEL: 'silent' },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** The command's dependencies in this process, against the test database. */
const depsOf = () => campusCommandDeps(t);

describe('npm run admin -- campus', () => {
  it('refuses with the API schema messages, field by field, and writes nothing', async () => {
    const deps = depsOf();
    const cmd = parseCampusArgs(['edit', 'ou', '--color', 'navy', '--time-zone', 'Mars/Olympus']);
    await expect(runCampusCommand(deps, cmd)).rejects.toThrow(
      new CampusCommandError(`color: ${M.badColour}\ntimeZone: ${M.badTimeZone}`),
    );
    const www = parseCampusArgs(['edit', 'ou', '--short-name', 'www']);
    await expect(runCampusCommand(deps, www)).rejects.toThrow(
      new CampusCommandError(M.subdomainReserved('www')),
    );
    expect(t.app.campuses.byId('ou')?.color).toBe('#841617');
    expect(await runCampusCommand(deps, { command: 'list' })).toMatch(
      /^ou {9}University of Oklahoma — http:\/\/ou\.localhost:3000 — ou\.edu$/m,
    );
  });

  it('refuses a free mail domain, and a domain outside .edu until --confirm-domains is given', async () => {
    const deps = depsOf();
    const oxford = [
      'add',
      '--name',
      'University of Oxford',
      '--short-name',
      'Oxford',
      '--color',
      '#002147',
      '--accent-color',
      '#7C7E7F',
      '--city',
      'Oxford',
      '--state',
      'Oxfordshire',
      '--time-zone',
      'Europe/London',
    ];
    const free = parseCampusArgs([...oxford, '--domains', 'gmail.com', '--confirm-domains']);
    await expect(runCampusCommand(deps, free)).rejects.toThrow(
      new CampusCommandError(M.domainFreeMail('gmail.com')),
    );
    const unconfirmed = parseCampusArgs([...oxford, '--domains', 'ox.ac.uk']);
    await expect(runCampusCommand(deps, unconfirmed)).rejects.toThrow(
      new CampusCommandError(M.domainsUnconfirmed(['ox.ac.uk'], 'command line')),
    );
    expect(t.app.campuses.byId('oxford')).toBeUndefined();
    const confirmed = parseCampusArgs([...oxford, '--domains', 'ox.ac.uk', '--confirm-domains']);
    expect(await runCampusCommand(deps, confirmed)).toContain(M.added);
    expect(t.app.campuses.byId('oxford')?.emailDomains).toEqual(['ox.ac.uk']);
  });

  it('adds a campus that a running server resolves at once, refuses a taken domain, retires it', async () => {
    const added = await admin(
      'campus',
      'add',
      ...RICE_NAME_ARGS,
      '--domains',
      'rice.edu',
      '--color',
      '#00205B',
      '--accent-color',
      '#7C7E7F',
      ...RICE_PLACE_ARGS,
    );
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain(M.added);
    expect(added.stdout).toContain('http://rice.localhost:3000');
    await vi.waitFor(
      async () =>
        expect((await t.request('rice', { method: 'GET', url: '/api/campus' })).statusCode).toBe(200),
      { timeout: 10_000, interval: 100 },
    );
    expect(t.app.campuses.byId('rice')?.meetingSpots).toEqual([
      { name: 'Fondren Library', directions: 'Main entrance' },
    ]);

    const taken = await admin('campus', 'edit', 'rice', '--domains', 'rice.edu,ou.edu');
    expect(taken.code).toBe(1);
    expect(taken.stderr.trim()).toBe(M.domainClaimed('ou.edu', 'University of Oklahoma'));

    const retired = await admin('campus', 'retire', 'rice');
    expect(retired.code, retired.stderr).toBe(0);
    expect(retired.stdout).toContain(M.retired);
    await vi.waitFor(() => expect(t.app.campuses.byId('rice')?.retiredAt).toBeInstanceOf(Date), {
      timeout: 10_000,
      interval: 100,
    });
    const { rows } = await t.pool.query(
      `select action, actor_id, reason from moderation_actions where campus_id = 'rice' order by created_at`,
    );
    expect(rows).toEqual([
      { action: 'add campus', actor_id: null, reason: 'command line' },
      { action: 'retire campus', actor_id: null, reason: 'command line' },
    ]);
  }, 240_000);
});
