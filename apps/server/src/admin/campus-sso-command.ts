// `npm run admin -- campus sso …`: a campus's university sign-in from the command line, through the
// same schema and service as the Campuses tab (the OIDC secret sealed, never printed).
import fs from 'node:fs';
import { type CampusSsoView, campusSsoBody } from '@campus/domain';
import type { Database } from '../db/client';
import { AppError } from '../http/errors';
import { findCampusById } from '../modules/campuses/campuses.service';
import { removeCampusSsoAudited, setCampusSsoAudited } from '../modules/moderation/campus-sso-audit.service';
import { campusSsoConfig, type SsoConfigDeps } from '../modules/sso/sso-config.service';

export const CAMPUS_SSO_USAGE = `Usage: npm run admin -- campus sso show <id>
       npm run admin -- campus sso saml <id> --entity-id <IdP entity ID> --sso-url <IdP SSO URL> \\
         --cert-file <IdP signing certificate, PEM> [--allow student,staff,alum] [--no-email-code] [--tickets-students-only]
       npm run admin -- campus sso saml <id> --metadata-file <IdP metadata XML> | --metadata-url <URL> [--allow …]
       npm run admin -- campus sso oidc <id> --issuer <URL> --client-id <id> [--client-secret-env VAR] \\
         [--allow student] [--no-email-code] [--tickets-students-only]
       npm run admin -- campus sso off <id>
The OIDC client secret is read from the environment variable --client-secret-env names (default
CAMPUS_OIDC_CLIENT_SECRET), so it stays out of the shell's history.`;

export class CampusSsoError extends Error {}

const VALUE_FLAGS = [
  '--entity-id',
  '--sso-url',
  '--cert-file',
  '--metadata-file',
  '--metadata-url',
  '--allow',
  '--issuer',
  '--client-id',
  '--client-secret-env',
];

function flagsOf(args: string[]): Map<string, string | true> {
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--no-email-code' || arg === '--tickets-students-only') flags.set(arg, true);
    else if (VALUE_FLAGS.includes(arg) && args[i + 1] !== undefined) flags.set(arg, args[++i]!);
    else throw new CampusSsoError(`Unknown or incomplete argument: ${arg}`);
  }
  return flags;
}

function describe(view: CampusSsoView | null): string {
  if (!view) return 'No university sign-in on this campus.';
  const idp =
    view.protocol === 'saml'
      ? `IdP ${view.idpEntityId} at ${view.idpSsoUrl}`
      : `issuer ${view.issuer}, client ${view.clientId}`;
  return [
    `${view.protocol.toUpperCase()}: ${idp}`,
    `Who may join: ${view.allowedAffiliations.join(', ')}`,
    `E-mail code: ${view.emailCodeAllowed ? 'on' : 'off'}; Tickets only for current students: ${view.ticketsStudentsOnly ? 'yes' : 'no'}`,
    `For the IdP: entity ID ${view.spEntityId}, ACS ${view.acsUrl}, metadata ${view.spMetadataUrl}`,
  ].join('\n');
}

export async function runCampusSsoCommand(
  deps: SsoConfigDeps & { db: Database },
  args: string[],
  env = process.env,
): Promise<string> {
  const [command, id, ...rest] = args;
  if (!command || !id) throw new CampusSsoError(CAMPUS_SSO_USAGE);
  const campus = await findCampusById(deps.db, id);
  if (!campus) throw new CampusSsoError(`No campus has the id ${id}.`);
  try {
    if (command === 'show') return describe(await campusSsoConfig(deps, campus));
    if (command === 'off') {
      await removeCampusSsoAudited(deps, null, campus);
      return 'University sign-in turned off.';
    }
    if (command !== 'saml' && command !== 'oidc') throw new CampusSsoError(CAMPUS_SSO_USAGE);
    const flags = flagsOf(rest);
    const text = (flag: string) =>
      typeof flags.get(flag) === 'string' ? (flags.get(flag) as string) : undefined;
    const allow = text('--allow')
      ?.split(',')
      .map((a) => a.trim());
    const common = {
      ...(allow ? { allowedAffiliations: allow } : {}),
      emailCodeAllowed: !flags.has('--no-email-code'),
      ticketsStudentsOnly: flags.has('--tickets-students-only'),
    };
    const certFile = text('--cert-file');
    const metadataFile = text('--metadata-file');
    const input =
      command === 'saml'
        ? {
            protocol: 'saml',
            idpEntityId: text('--entity-id'),
            idpSsoUrl: text('--sso-url'),
            idpCert: certFile ? fs.readFileSync(certFile, 'utf8') : undefined,
            idpMetadataXml: metadataFile ? fs.readFileSync(metadataFile, 'utf8') : undefined,
            idpMetadataUrl: text('--metadata-url'),
            ...common,
          }
        : {
            protocol: 'oidc',
            issuer: text('--issuer'),
            clientId: text('--client-id'),
            clientSecret: env[text('--client-secret-env') ?? 'CAMPUS_OIDC_CLIENT_SECRET'] || undefined,
            ...common,
          };
    const parsed = campusSsoBody.safeParse(input);
    if (!parsed.success)
      throw new CampusSsoError(
        parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n'),
      );
    return `Saved.\n${describe(await setCampusSsoAudited(deps, null, campus, parsed.data))}`;
  } catch (err) {
    if (err instanceof AppError)
      throw new CampusSsoError(err.fields ? Object.values(err.fields).join('\n') : err.message);
    throw err;
  }
}
