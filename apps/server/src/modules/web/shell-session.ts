// A rendered page's session read with the shell's counts and roles in the same prepared statement:
// the accounts, notifications and moderation modules each give their part.
import type { Executor } from '../../db/client';
import { placeholder } from '../../db/prepared';
import { sessionUserWith } from '../accounts/accounts.service';
import { roleFields } from '../moderation/roles.service';
import { unreadFields } from '../notifications/notifications.service';

/** The session's user with the same counts and roles, in one prepared statement (accounts.service). */
const sessionWithShell = sessionUserWith('session_user_with_shell', (db, userId) => ({
  ...unreadFields(db, userId),
  ...roleFields(db, userId, placeholder('campusId')),
}));

/** The lookup of a page's session on `campusId`: its user, and the shell's counts and roles. */
export const sessionWithShellOn =
  (campusId: string) =>
  (db: Executor, token: string): ReturnType<typeof sessionWithShell> =>
    sessionWithShell(db, { token, campusId });
