import { APIError } from 'better-auth/api';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Auth } from '../../platform/auth/better-auth';
import { registerUser } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import type { AccountsDeps } from './accounts.service';
import { loginWithPassword } from './sign-in.service';

// Five wrong passwords lock an account, also when the guesses arrive together: a burst must not get
// more passwords checked than the rule allows.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const BURST = 20;

describe('a burst of password guesses', () => {
  it('gets at most five passwords checked', async () => {
    const { email } = await registerUser(t);
    let checks = 0;
    let refused = 0;
    let release!: () => void;
    const barrier = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Every check waits until six checks have started (more than the rule allows) or every other
    // guess was refused, so the burst's guesses overlap whatever the scheduling.
    const maybeRelease = () => {
      if (checks > 5 || checks + refused >= BURST) release();
    };
    const auth = {
      api: {
        signInEmail: async () => {
          checks += 1;
          maybeRelease();
          await barrier;
          throw new APIError('UNAUTHORIZED', { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' });
        },
      },
    } as unknown as Auth;
    const deps: AccountsDeps = {
      db: t.db,
      auth,
      config: t.config,
      nudgeMail: () => {},
      campuses: t.app.campuses,
    };
    const site = { campusId: 'ou', campusShortName: 'OU' };
    const outcomes = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        loginWithPassword(deps, {
          headers: new Headers(),
          ip: `10.88.0.${i + 1}`,
          site,
          email,
          password: `guess-${i}`,
        })
          .then(() => 'signed in')
          .catch((err: { code?: string }) => {
            if (err.code === 'too_many_attempts') refused += 1;
            maybeRelease();
            return err.code;
          }),
      ),
    );
    expect(checks).toBeLessThanOrEqual(5);
    expect(outcomes.filter((o) => o === 'wrong_password')).toHaveLength(4);
  });
});
