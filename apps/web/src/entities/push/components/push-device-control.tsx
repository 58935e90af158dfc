import { PUSH_MESSAGES as M } from '@campus/domain';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import styles from '../push.module.css';
import type { usePushDevice } from '../use-push-device';

/** This device's push: where it stands, in words, and the one button that changes it. */
export function PushDeviceControl({ device }: { device: ReturnType<typeof usePushDevice> }) {
  const alert = useAlert();
  const { state, busy } = device;
  const status =
    state === 'on'
      ? M.onForDevice
      : state === 'denied'
        ? M.denied
        : state === 'unsupported'
          ? M.unsupported
          : state === 'off'
            ? M.offForDevice
            : '';
  const toggle = async () => {
    const ok = state === 'on' ? await device.turnOff() : await device.turnOn();
    if (!ok) alert('Something went wrong. Try again.', 'danger');
    else alert(state === 'on' ? M.turnedOff : M.turnedOn, 'success');
  };
  return (
    <div className={styles.device}>
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
      {(state === 'on' || state === 'off') && (
        <Button variant={state === 'on' ? 'secondary' : 'primary'} disabled={busy} onClick={toggle}>
          {busy ? 'Processing...' : state === 'on' ? M.turnOff : M.turnOn}
        </Button>
      )}
    </div>
  );
}
