import { canSeeCampusFeed } from '@campus/domain';
import { useViewer } from '../../lib/session';
import { useSiteCampus } from '../../lib/site-campus';

/**
 * Whether the viewer may read this site's posts, people and searches (a private campus is for
 * signed-in users; the server refuses the rest). False while the session loads, so nothing is
 * asked only to be refused.
 */
export function useCanReadCampus(): boolean {
  const viewer = useViewer();
  const campus = useSiteCampus();
  return viewer !== undefined && canSeeCampusFeed(viewer, campus.privacy);
}
