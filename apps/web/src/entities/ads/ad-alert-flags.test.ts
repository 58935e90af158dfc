import { ADS_MESSAGES } from '@campus/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAdAlertFlag, takeAdAlerts } from './ad-alert-flags';

describe('ad alert flags', () => {
  // The web tests run in Node: a Map stands in for the tab's sessionStorage.
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });

  it('shows each stored flag once, with the spec wording', () => {
    setAdAlertFlag('actived_ad');
    setAdAlertFlag('cancelled_ad');
    expect(takeAdAlerts().map((a) => a.msg)).toEqual([ADS_MESSAGES.cancelled, ADS_MESSAGES.activated]);
    expect(takeAdAlerts()).toEqual([]);
  });

  it('already_boosted is a danger alert', () => {
    setAdAlertFlag('already_boosted');
    expect(takeAdAlerts()).toEqual([{ msg: 'This post is already boosted', type: 'danger' }]);
  });
});
