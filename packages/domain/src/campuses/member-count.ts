import { formatWholeNumber } from '../text/whole-number';
/**
 * A campus's member count: its school-verified members (accounts-and-money §6). The About tab shows
 * it above 1, the campus widget above 0 (accounts-and-money §9, community §2 About tab).
 */
export function showsMemberCount(count: number, where: 'about' | 'widget'): boolean {
  return where === 'widget' ? count > 0 : count > 1;
}

/** '1 verified member', '1,204 verified members'. */
export function memberCountText(count: number): string {
  return `${formatWholeNumber(count)} verified member${count === 1 ? '' : 's'}`;
}
