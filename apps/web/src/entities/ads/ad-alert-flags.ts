// Alerts shown after a redirect (accounts-and-money §4.6), by a flag stored for the next page as
// comment_success is: 'already_boosted', 'cancelled_ad', 'actived_ad'. Per tab (sessionStorage).
import { ADS_MESSAGES, type AlertType } from '@campus/domain';

export const AD_ALERT_FLAGS = {
  already_boosted: { msg: ADS_MESSAGES.alreadyBoosted, type: 'danger' },
  cancelled_ad: { msg: ADS_MESSAGES.cancelled, type: 'okay' },
  actived_ad: { msg: ADS_MESSAGES.activated, type: 'success' },
} as const satisfies Record<string, { msg: string; type: AlertType }>;

export type AdAlertFlag = keyof typeof AD_ALERT_FLAGS;

export function setAdAlertFlag(flag: AdAlertFlag): void {
  try {
    sessionStorage.setItem(flag, 'true');
  } catch {
    // storage disabled: the next page simply shows no alert
  }
}

/** The alerts of the flags that were set, each once: the flags are cleared. */
export function takeAdAlerts(): { msg: string; type: AlertType }[] {
  const found: { msg: string; type: AlertType }[] = [];
  try {
    for (const [flag, alert] of Object.entries(AD_ALERT_FLAGS)) {
      if (sessionStorage.getItem(flag) === null) continue;
      sessionStorage.removeItem(flag);
      found.push(alert);
    }
  } catch {
    // storage disabled
  }
  return found;
}
