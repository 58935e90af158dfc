import { useCallback, useEffect, useState } from 'react';
import { type PushDeviceState, pushDeviceState, turnOffPush, turnOnPush } from '../../lib/push-device';

/** This browser's push state, and turning it on (with the server's key) or off. */
export function usePushDevice(vapidPublicKey: string | undefined) {
  const [state, setState] = useState<PushDeviceState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    pushDeviceState().then(
      (s) => live && setState(s),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);
  const run = useCallback(async (change: () => Promise<PushDeviceState>) => {
    setBusy(true);
    try {
      setState(await change());
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  const turnOn = useCallback(
    () => run(async () => (vapidPublicKey ? turnOnPush(vapidPublicKey) : 'off')),
    [run, vapidPublicKey],
  );
  const turnOff = useCallback(
    () =>
      run(async () => {
        await turnOffPush();
        return 'off';
      }),
    [run],
  );
  return { state, busy, turnOn, turnOff };
}
