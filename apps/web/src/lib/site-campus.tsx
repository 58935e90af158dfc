import type { Campus } from '@campus/domain';
import { createContext, useContext } from 'react';

export const SiteCampusContext = createContext<Campus | null>(null);

/** The campus (or hub) of this site; available under the root layout once loaded. */
export function useSiteCampus(): Campus {
  const campus = useContext(SiteCampusContext);
  if (!campus) throw new Error('useSiteCampus is used outside the root layout');
  return campus;
}
