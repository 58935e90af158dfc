import { useCallback, useEffect, useState } from 'react';
import { type PushDeviceState, pushDeviceState, turnOffPush, turnOnPush } from '../../lib/push-device';
import { useAction } from '../../lib/use-action';

/** This browser's push state, and turning it on (with the server's key) or off. */
export function usePushDevice(vapidPublicKey: string | undefined) {
  const [state, setState] = useState<PushDeviceState | 'loading'>('loading');
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
  const change = useAction({
    mutationFn: async (to: 'on' | 'off'): Promise<PushDeviceState> => {
      if (to === 'off') {
        await turnOffPush();
        return 'off';
      }
      return vapidPublicKey ? turnOnPush(vapidPublicKey) : 'off';
    },
    onSuccess: setState,
  });
  const { mutateAsync } = change;
  const turnOn = useCallback(() => mutateAsync('on').then(yes, no), [mutateAsync]);
  const turnOff = useCallback(() => mutateAsync('off').then(yes, no), [mutateAsync]);
  return { state, busy: change.isPending, turnOn, turnOff };
}

const yes = () => true;
const no = () => false;
