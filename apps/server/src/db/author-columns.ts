import { users } from './schema';

/**
 * The columns of a person as lists show them (the domain's `authorSchema`): feeds, messages,
 * notifications, people searches. `table` is `users` or an alias of it.
 */
export function authorColumns(table: typeof users = users) {
  return {
    id: table.id,
    username: table.username,
    firstName: table.firstName,
    lastName: table.lastName,
    img: table.image,
    verified: table.emailVerified,
  };
}
