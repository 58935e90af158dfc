/** What `npm run admin` prints without a valid command. */
export const ADMIN_USAGE =
  'Usage: npm run admin -- grant someone@example.com\n       npm run admin -- revoke someone@example.com';

/** The command and address from argv, or null when they are not a grant or revoke of one address. */
export function parseAdminArgs(args: string[]): { grant: boolean; email: string } | null {
  const [command, email, ...rest] = args;
  if (rest.length > 0 || !email || !email.includes('@')) return null;
  if (command === 'grant') return { grant: true, email };
  if (command === 'revoke') return { grant: false, email };
  return null;
}
