import { beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, post } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

// Red team: concurrent registrations with one display name raced the username's
// unique index (4 of 30 answered 500). A conflict now picks the next free name and tries again.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe('concurrent registrations with the same name', () => {
  it('all succeed, each with its own username', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(t, 'ou', '/api/accounts/register', {
          email: freshEmail('race'),
          fullName: 'Rico Race',
          password: 'secret123',
          acceptTerms: true,
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    const usernames = replies.map((r) => r.json().user.username as string);
    expect(new Set(usernames).size).toBe(30);
    expect(usernames).toContain('ricorace');
    for (const u of usernames) expect(u).toMatch(/^ricorace(-\d+)?$/);
    // Thirty password hashes at once, on whatever cores the run shares.
  }, 60_000);

  it('all succeed by sign-in link too', async () => {
    const emails = Array.from({ length: 10 }, () => freshEmail('racelink'));
    for (const email of emails)
      await post(t, 'ou', '/api/accounts/magic-link', { email, firstName: 'Lou', lastName: 'Link' });
    const tokens = await Promise.all(
      emails.map(async (email) => {
        const { rows } = await t.pool.query<{ html: string }>(
          `select html from mail where "to" = $1 order by created_at desc limit 1`,
          [email],
        );
        return rows[0]!.html.match(/token=([\w-]+)/)![1]!;
      }),
    );
    const replies = await Promise.all(
      emails.map((email, i) =>
        post(t, 'ou', '/api/accounts/magic-link/complete', { token: tokens[i], email }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((r) => r.json().user.username)).size).toBe(10);
  });
});
