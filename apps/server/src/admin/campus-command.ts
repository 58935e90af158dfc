// Runs `npm run admin -- campus …` through the same service, schemas and messages as the API, as the
// command line (no actor; audited as "command line"). Returns the lines to print.
import {
  type AdminCampus,
  campusConflictMessage,
  campusInputSchema,
  campusPatchSchema,
  CAMPUS_ADMIN_MESSAGES as M,
} from '@campus/domain';
import type { z } from 'zod';
import { AppError } from '../http/errors';
import {
  addCampus,
  type CampusAdminDeps,
  CampusConflictError,
  editCampus,
  listAdminCampuses,
  setCampusRetired,
} from '../modules/moderation/campus-admin.service';
import type { CampusCommand } from './campus-args';

/** A refusal to print as it is (a validation message, a taken address, an unknown campus). */
export class CampusCommandError extends Error {}

/** The first message of each field, as "field: message" lines. */
function issuesOf(error: z.ZodError): string {
  const byField = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'input';
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, message]) => `${field}: ${message}`).join('\n');
}

function describe(c: AdminCampus): string {
  const state = c.retiredAt ? ` (${M.retiredBadge.toLowerCase()} ${c.retiredAt.slice(0, 10)})` : '';
  return `${c.id.padEnd(10)} ${c.name} — ${c.url} — ${c.emailDomains.join(', ')}${state}`;
}

export async function runCampusCommand(deps: CampusAdminDeps, cmd: CampusCommand): Promise<string> {
  try {
    switch (cmd.command) {
      case 'list': {
        const campuses = await listAdminCampuses(deps, null);
        return campuses.length ? campuses.map(describe).join('\n') : M.noCampuses;
      }
      case 'add': {
        const parsed = campusInputSchema.safeParse(cmd.fields);
        if (!parsed.success) throw new CampusCommandError(issuesOf(parsed.error));
        const campus = await addCampus(deps, null, parsed.data);
        return `${M.added}\n${describe(campus)}`;
      }
      case 'edit': {
        const parsed = campusPatchSchema.safeParse(cmd.fields);
        if (!parsed.success) throw new CampusCommandError(issuesOf(parsed.error));
        const campus = await editCampus(deps, null, cmd.id, parsed.data);
        return `${M.saved}\n${describe(campus)}`;
      }
      case 'retire':
      case 'reinstate': {
        const campus = await setCampusRetired(deps, null, cmd.id, cmd.command === 'retire');
        return `${cmd.command === 'retire' ? M.retired : M.reinstated}\n${describe(campus)}`;
      }
    }
  } catch (err) {
    // A domain outside .edu is confirmed with a flag here, not the form's box.
    if (err instanceof CampusConflictError)
      throw new CampusCommandError(campusConflictMessage(err.conflict, deps.baseDomain, 'command line'));
    if (err instanceof AppError) throw new CampusCommandError(err.message);
    throw err;
  }
}
