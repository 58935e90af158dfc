import { MESSAGES, SETTINGS_MESSAGES } from '@campus/domain';
import { Link } from 'react-router';
import { Spinner } from '../../../../components/ui/spinner';
import { useViewer } from '../../../auth/api/session';
import styles from '../account.module.css';
import { usePaymentsQuery } from '../api/payments';
import { formatCents } from '../format-money';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** /settings/payments: available funds, payment activity (or 'No Transactions') and Customer Support. */
export function PaymentsPage() {
  const viewer = useViewer();
  const payments = usePaymentsQuery();
  if (!viewer) return null;

  return (
    <div className={styles.body}>
      <section aria-labelledby="payments-funds">
        <h2 id="payments-funds" className={styles.sectionTitle}>
          Available funds
        </h2>
        <p className={styles.funds}>{formatCents(payments.data?.availableFunds ?? viewer.availableFunds)}</p>
      </section>
      <section aria-labelledby="payments-activity">
        <h2 id="payments-activity" className={styles.sectionTitle}>
          Payment activity
        </h2>
        {payments.isPending ? (
          <Spinner label="Loading payment activity" />
        ) : payments.isError ? (
          <p className={styles.muted} role="alert">
            {SETTINGS_MESSAGES.somethingWentWrong}
          </p>
        ) : payments.data.transactions.length === 0 ? (
          <p className={styles.muted}>{SETTINGS_MESSAGES.noTransactions}</p>
        ) : (
          <ul className={styles.transactions}>
            {payments.data.transactions.map((t) => (
              <li key={t.id} className={styles.transaction}>
                <span className={styles.rowText}>
                  <span>{t.description}</span>
                  <time className={styles.rowValue} dateTime={t.createdAt}>
                    {dateFormat.format(new Date(t.createdAt))}
                  </time>
                </span>
                <span className={styles.amount}>{formatCents(t.amountCents)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className={styles.support}>
        <Link className={styles.textLink} to="/settings/help">
          {MESSAGES.settingsNav.customerSupport}
        </Link>
      </p>
    </div>
  );
}
