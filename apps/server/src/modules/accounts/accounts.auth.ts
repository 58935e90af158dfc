import { AUTH_MESSAGES, type CampusDirectory, campusSubdomain, resolveHost } from '@campus/domain';
import { APIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createAuth } from '../../platform/auth/better-auth';
import { type PasswordHashing, SCRYPT_PASSWORDS } from '../../platform/auth/passwords';
import type { CampusRow } from '../campuses/campuses.repository';
import { recordEvent } from '../events/events.service';
import { enqueueMail } from '../mail/mail.service';
import { resetPasswordMail } from './accounts.mail';
import { findUserById } from './accounts.repository';
import { deriveNewUserFields } from './accounts.service';
import { claimAddressProvenByProvider } from './address-proof.service';
import { isEmailBanned } from './bans.service';
import { joinSchoolOfAccountEmail } from './school-proof.service';

/** better-auth wired to our rules: banned e-mails, derived names, reset mail through the outbox, events. */
export function createAccountsAuth(opts: {
  config: Config;
  db: Database;
  secret: string;
  nudgeMail: () => void;
  /** better-auth's scrypt unless said (the unit tests hash each password once). */
  passwords?: PasswordHashing;
  campuses: CampusDirectory<CampusRow>;
  /** The app's logger: better-auth's log lines go there (a retried username race is not a console error). */
  log?: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  /** Told when a session ends (the realtime module closes its sockets). */
  onSessionEnded?: (session: { id: string; userId: string }) => Promise<void>;
}) {
  const { config, db, log } = opts;
  return createAuth({
    db,
    log: log
      ? (level, message, ...args) => {
          const method = level === 'success' ? 'info' : level;
          log[method]({ args }, `better-auth: ${message}`);
        }
      : undefined,
    secret: opts.secret,
    publicUrl: config.PUBLIC_URL,
    secureCookies: config.isProduction && config.PUBLIC_URL.startsWith('https://'),
    passwords: opts.passwords ?? SCRYPT_PASSWORDS,
    google: config.googleEnabled
      ? {
          discoveryUrl: config.GOOGLE_DISCOVERY_URL,
          clientId: config.GOOGLE_CLIENT_ID!,
          clientSecret: config.GOOGLE_CLIENT_SECRET!,
        }
      : undefined,
    async beforeUserCreate(user) {
      if (await isEmailBanned(db, user.email)) {
        throw new APIError('FORBIDDEN', { code: 'EMAIL_BANNED', message: AUTH_MESSAGES.banned });
      }
      return deriveNewUserFields(db, user.name);
    },
    async onUserCreated(user, path) {
      if (path?.startsWith('/callback/')) await recordEvent(db, 'Complete Registration', { userId: user.id });
    },
    async onSessionCreated(userId, path) {
      if (path?.startsWith('/callback/')) await recordEvent(db, 'Login', { userId });
    },
    async onProviderAccountCreated(userId) {
      await claimAddressProvenByProvider(db, userId, async (ended) => {
        for (const session of ended) await opts.onSessionEnded?.(session);
      });
      // Google verified the address: on a school domain it is the school verification too.
      const user = await findUserById(db, userId);
      if (user) await joinSchoolOfAccountEmail({ db, campuses: opts.campuses }, user);
    },
    onSessionEnded: opts.onSessionEnded,
    async sendResetPassword(user, url, token) {
      const origin = new URL(url).origin;
      const site = resolveHost(new URL(url).host, config.BASE_DOMAIN, opts.campuses);
      const campus = site.kind === 'unknown' ? undefined : opts.campuses.byId(site.campusId);
      const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
      await enqueueMail(db, { to: user.email, ...resetPasswordMail(link, campus?.shortName ?? 'Campus') });
      opts.nudgeMail();
    },
  });
}

/** The subdomain-free short name of a campus id, for mail subjects. */
export function campusShortName(campuses: Pick<CampusDirectory, 'byId'>, campusId: string): string {
  return campuses.byId(campusId)?.shortName ?? campusSubdomain(campusId);
}
