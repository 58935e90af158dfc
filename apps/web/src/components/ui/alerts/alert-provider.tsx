import { ALERT_DURATION_MS, type AlertType, alertLink } from '@campus/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../icons';
import styles from './alerts.module.css';

interface AlertItem {
  id: number;
  msg: string;
  alertType: AlertType;
  postId?: string;
}

export interface ShowAlertOptions {
  postId?: string;
  durationMs?: number;
}

type ShowAlert = (msg: string, alertType?: AlertType, options?: ShowAlertOptions) => void;

const AlertContext = createContext<ShowAlert | null>(null);

/** Shows the spec's alerts: success, okay, black or danger, for 2600 ms with a filling progress bar. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<AlertItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setAlerts((list) => list.filter((a) => a.id !== id)), []);
  const show = useCallback<ShowAlert>(
    (msg, alertType = 'success', options = {}) => {
      const id = nextId.current++;
      setAlerts((list) => [...list.slice(-2), { id, msg, alertType, postId: options.postId }]);
      window.setTimeout(() => dismiss(id), options.durationMs ?? ALERT_DURATION_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  return (
    <AlertContext.Provider value={value}>
      {children}
      {/* An open dialog hides the rest of the page from screen readers, but not live regions: the
          attribute keeps an alert raised from inside the dialog (a paste cut to fit) heard. Each alert
          is its own live region (alert or status), so the container itself announces nothing. */}
      <div className={styles.viewport} aria-live="off">
        {alerts.map((a) => {
          const link = alertLink(a.msg, a.postId);
          return (
            <div
              key={a.id}
              className={`${styles.alert} ${styles[a.alertType]}`}
              role={a.alertType === 'danger' ? 'alert' : 'status'}
            >
              <span className={styles.message}>{a.msg}</span>
              {link && (
                <Link className={styles.link} to={link.href} onClick={() => dismiss(a.id)}>
                  {link.label}
                </Link>
              )}
              <button
                type="button"
                className={styles.close}
                aria-label="Dismiss"
                onClick={() => dismiss(a.id)}
              >
                <CloseIcon width={18} height={18} />
              </button>
              <span className={styles.progress} aria-hidden="true" />
            </div>
          );
        })}
      </div>
    </AlertContext.Provider>
  );
}

/** The function that shows an alert. */
export function useAlert(): ShowAlert {
  const show = useContext(AlertContext);
  if (!show) throw new Error('useAlert needs an AlertProvider');
  return show;
}
