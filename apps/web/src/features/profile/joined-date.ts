import { PROFILE_MESSAGES } from '@campus/domain';

/** 'Joined March 2025': the month and year a member joined, in the viewer's time zone. */
export function joinedText(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const monthYear = date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone });
  return PROFILE_MESSAGES.joined(monthYear);
}
