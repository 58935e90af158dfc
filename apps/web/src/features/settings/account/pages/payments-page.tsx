import {
  AD_STATUS_LABELS,
  BOOST_PRODUCT_NAME,
  formatCharge,
  formatDollars,
  MESSAGES,
  SETTINGS_MESSAGES,
} from '@campus/domain';
import { Link } from 'react-router';
import { Spinner } from '../../../../components/ui/spinner';
import { useViewer } from '../../../../lib/session';
import styles from '../account.module.css';
import { usePaymentsQuery } from '../api/payments';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * /settings/payments (accounts-and-money §2.2): available funds in dollars ($0.00 by default; a boost
 * paid is spent, not added), the payment activity built from the viewer's paid ads, each a charge
 * ('−$15.00'), or 'No Transactions', and Customer Support.
 */
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
        <p className={styles.funds}>
          {formatDollars(payments.data?.availableFunds ?? viewer.availableFunds)}
        </p>
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
          <ul className={styles.transactions} aria-label="Payment activity">
            {payments.data.transactions.map((t) => (
              <li key={t.id} className={styles.transaction}>
                <span className={styles.rowText}>
                  <Link className={styles.textLink} to={`/ads/${t.id}`}>
                    {t.description}
                  </Link>
                  <span className={styles.rowValue}>
                    <time dateTime={t.createdAt}>{dateFormat.format(new Date(t.createdAt))}</time>
                    {` · ${BOOST_PRODUCT_NAME} · ${AD_STATUS_LABELS[t.status]}`}
                  </span>
                </span>
                {/* Money spent: a charge, with its sign, never read as money to spend. */}
                <span className={styles.amount}>{formatCharge(t.amountCents)}</span>
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
