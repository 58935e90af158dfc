import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    // `true` means one hop (the entry the proxy appended), never the client-written left-most one.
    ['true', 1],
    ['yes', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.2', ['10.0.0.2']],
    [' 10.0.0.0/8 , ::1, 2001:db8::/32 ', ['10.0.0.0/8', '::1', '2001:db8::/32']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('%s → %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['maybe', '10.0.0.0/33', '10.0.0.1/8/2', 'proxy.example.com', '-1'])('refuses %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: expected false, a number of proxy hops/,
    );
  });
});

describe('the dev inbox', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'test' }, false],
    [
      {
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_WEBHOOK_SECRET: 'wh',
      },
      false,
    ],
    [{ NODE_ENV: 'development', DEV_INBOX: 'false' }, false],
    [{ NODE_ENV: 'test', DEV_INBOX: 'true' }, true],
  ])('%j → DEV_INBOX %s', (env, expected) => {
    expect(loadConfig(env).DEV_INBOX).toBe(expected);
  });
});

describe('passwords hashed once (test suites)', () => {
  it('is off unless said, and refused in production', () => {
    expect(loadConfig({}).PASSWORDS_HASHED_ONCE).toBe(false);
    expect(loadConfig({ PASSWORDS_HASHED_ONCE: 'true' }).PASSWORDS_HASHED_ONCE).toBe(true);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENTS_ALLOW_LOCAL_IN_PRODUCTION: 'true',
        PASSWORDS_HASHED_ONCE: 'true',
      }),
    ).toThrow(/PASSWORDS_HASHED_ONCE is for test suites/);
  });
});

describe('payments in production', () => {
  it('refuses to start with the local provider, which takes the public test cards', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /NODE_ENV=production with PAYMENTS_PROVIDER=local would activate ads with test cards/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local' })).toThrow(
      /PAYMENTS_ALLOW_LOCAL_IN_PRODUCTION/,
    );
  });

  it('allows it for a demo that says so, and allows Stripe', () => {
    const demo = loadConfig({ NODE_ENV: 'production', PAYMENTS_ALLOW_LOCAL_IN_PRODUCTION: 'true' });
    expect(demo.PAYMENTS_PROVIDER).toBe('local');
    const stripe = loadConfig({
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(stripe.PAYMENTS_PROVIDER).toBe('stripe');
  });

  it('keeps the local provider outside production', () => {
    expect(loadConfig({}).PAYMENTS_PROVIDER).toBe('local');
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENTS_PROVIDER).toBe('local');
  });
});

describe('object storage', () => {
  it('keeps files on the local disk by default', () => {
    expect(loadConfig({}).STORAGE).toBe('local');
  });

  it('needs a bucket for STORAGE=s3, and both halves of static credentials', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/STORAGE=s3 needs S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    const config = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_PUBLIC_URL: 'https://media.example.com/',
    });
    expect(config).toMatchObject({
      S3_FORCE_PATH_STYLE: true,
      MEDIA_PUBLIC_URL: 'https://media.example.com',
    });
  });
});

describe('read replicas', () => {
  it('reads none by default, one URL, or a comma list (case kept: passwords are in it)', () => {
    expect(loadConfig({}).DATABASE_READ_URL).toEqual([]);
    expect(loadConfig({}).REPLICA_MAX_LAG_MS).toBe(5000);
    expect(loadConfig({ DATABASE_READ_URL: 'postgres://u:Pw@r1/campus' }).DATABASE_READ_URL).toEqual([
      'postgres://u:Pw@r1/campus',
    ]);
    expect(
      loadConfig({ DATABASE_READ_URL: ' postgres://u:Pw@r1/campus , postgres://u:Pw@r2/campus,' })
        .DATABASE_READ_URL,
    ).toEqual(['postgres://u:Pw@r1/campus', 'postgres://u:Pw@r2/campus']);
  });

  it('refuses a lag limit that is not a whole number of milliseconds', () => {
    expect(() => loadConfig({ REPLICA_MAX_LAG_MS: 'soon' })).toThrow(/REPLICA_MAX_LAG_MS/);
    expect(() => loadConfig({ REPLICA_MAX_LAG_MS: '-1' })).toThrow(/REPLICA_MAX_LAG_MS/);
  });
});

describe("administrators' SSO addresses on private networks", () => {
  const production = { NODE_ENV: 'production', PAYMENTS_ALLOW_LOCAL_IN_PRODUCTION: 'true' };
  it.each([
    [{}, true],
    [{ NODE_ENV: 'test' }, true],
    [production, false],
    [{ ...production, SSO_ALLOW_PRIVATE_ADDRESSES: 'true' }, true],
    [{ NODE_ENV: 'test', SSO_ALLOW_PRIVATE_ADDRESSES: 'false' }, false],
  ])('%j → SSO_ALLOW_PRIVATE_ADDRESSES %s', (env, expected) => {
    expect(loadConfig(env).SSO_ALLOW_PRIVATE_ADDRESSES).toBe(expected);
  });

  it('refuses a value that is not a yes or a no', () => {
    expect(() => loadConfig({ SSO_ALLOW_PRIVATE_ADDRESSES: 'sometimes' })).toThrow(
      /SSO_ALLOW_PRIVATE_ADDRESSES/,
    );
  });
});
