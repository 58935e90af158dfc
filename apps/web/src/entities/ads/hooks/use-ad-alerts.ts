import { useEffect } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { takeAdAlerts } from '../ad-alert-flags';

/** For the post page: shows the alerts stored before a redirect (already_boosted, cancelled_ad, actived_ad). */
export function useAdAlerts(): void {
  const alert = useAlert();
  useEffect(() => {
    for (const a of takeAdAlerts()) alert(a.msg, a.type);
  }, [alert]);
}
