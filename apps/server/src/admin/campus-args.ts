// `npm run admin -- campus …`: the arguments as a command. Values are checked afterwards with the
// API's own schemas (campusInputSchema, campusPatchSchema), so the messages are the same.
import { DOMAINS_CONFIRMATION_WORD } from '@campus/domain';

export const CAMPUS_USAGE = `Usage: npm run admin -- campus list
       npm run admin -- campus add --name "Rice University" --short-name Rice --domains rice.edu \\
         --color "#00205B" --accent-color "#7C7E7F" --city Houston --state TX \\
         --time-zone America/Chicago [--spot "Name|Directions"]... [--confirm-domains] \\
         [--reminder-days 14] [--expiry-days 30]
       npm run admin -- campus edit <id> [any of the flags above] [--clear-spots]
       npm run admin -- campus retire <id>
       npm run admin -- campus reinstate <id>
--domains takes one or more school e-mail domains separated by commas; each --spot is a safe meeting
spot, its name and short directions separated by "|". Given to edit, the spots replace the old ones.
--confirm-domains takes a new school domain outside .edu (such as ox.ac.uk): check it is the school's own.
--reminder-days and --expiry-days: when a listing's seller is asked "Still selling …?" (3 to 60 days)
and when an unrenewed listing expires (7 to 180 days, after the reminder).`;

export type CampusCommand =
  | { command: 'list' }
  | { command: 'add'; fields: Record<string, unknown> }
  | { command: 'edit'; id: string; fields: Record<string, unknown> }
  | { command: 'retire' | 'reinstate'; id: string };

/** What went wrong with the arguments, for the person to read (with the usage). */
export class CampusArgsError extends Error {}

const FLAGS: Record<string, string> = {
  '--name': 'name',
  '--short-name': 'shortName',
  '--domains': 'emailDomains',
  '--color': 'color',
  '--colour': 'color',
  '--accent-color': 'accentColor',
  '--accent-colour': 'accentColor',
  '--city': 'city',
  '--state': 'state',
  '--time-zone': 'timeZone',
  '--reminder-days': 'listingReminderDays',
  '--expiry-days': 'listingExpiryDays',
};

/** The flags as the API's body fields: `--domains a.edu,b.edu` a list, each `--spot` a meeting spot. */
export function parseCampusFlags(args: string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const spots: { name: string; directions: string }[] = [];
  let spotsGiven = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--clear-spots') {
      spotsGiven = true;
      continue;
    }
    if (arg === '--confirm-domains') {
      fields.domainsConfirmation = DOMAINS_CONFIRMATION_WORD;
      continue;
    }
    const eq = arg.indexOf('=');
    const flag = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    const inline = arg.startsWith('--') && eq > 0 ? arg.slice(eq + 1) : undefined;
    if (flag !== '--spot' && !FLAGS[flag]) throw new CampusArgsError(`Unknown argument: ${arg}`);
    const value = inline ?? args[++i];
    if (value === undefined) throw new CampusArgsError(`${flag} needs a value.`);
    if (flag === '--spot') {
      const bar = value.indexOf('|');
      spots.push(
        bar === -1
          ? { name: value, directions: '' }
          : { name: value.slice(0, bar), directions: value.slice(bar + 1) },
      );
      spotsGiven = true;
      continue;
    }
    const key = FLAGS[flag]!;
    if (key in fields) throw new CampusArgsError(`${flag} is given twice.`);
    fields[key] =
      key === 'emailDomains'
        ? value
            .split(',')
            .map((d) => d.trim())
            .filter(Boolean)
        : value;
  }
  if (spotsGiven) fields.meetingSpots = spots;
  return fields;
}

/** The campus command from argv (after `campus`); throws CampusArgsError for arguments it cannot take. */
export function parseCampusArgs(args: string[]): CampusCommand {
  const [command, ...rest] = args;
  switch (command) {
    case 'list':
      if (rest.length) throw new CampusArgsError('campus list takes no arguments.');
      return { command: 'list' };
    case 'add': {
      const fields = parseCampusFlags(rest);
      if (!('meetingSpots' in fields)) fields.meetingSpots = [];
      return { command: 'add', fields };
    }
    case 'edit': {
      const [id, ...flags] = rest;
      if (!id || id.startsWith('--'))
        throw new CampusArgsError('Name the campus to edit by its id: campus edit rice …');
      const fields = parseCampusFlags(flags);
      if (Object.keys(fields).length === 0) throw new CampusArgsError('Give at least one field to change.');
      return { command: 'edit', id, fields };
    }
    case 'retire':
    case 'reinstate': {
      const [id, ...extra] = rest;
      if (!id || extra.length) throw new CampusArgsError(`Name one campus by its id: campus ${command} rice`);
      return { command, id };
    }
    default:
      throw new CampusArgsError(
        command ? `Unknown campus command: ${command}` : 'Say what to do with campuses.',
      );
  }
}
