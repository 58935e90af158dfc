import { TRADE_TIP_MESSAGES } from '@campus/domain';
import { useState } from 'react';
import { ReportDialog } from '../../../entities/moderation';
import styles from '../message.module.css';
import type { SafetyTip } from '../trade-tips';

/**
 * The safety tips under a message from the other person, with Report in one tap: the usual report
 * dialog, on Scam or fraud already. Nothing is hidden or blocked. It says it is the site's, not the
 * sender's, and the message sets it apart from her column.
 */
export function TradeTip({
  messageId,
  tips,
  senderFirstName,
}: {
  messageId: string;
  tips: readonly SafetyTip[];
  senderFirstName: string;
}) {
  const [reporting, setReporting] = useState(false);
  return (
    // A note, not a landmark: there may be one under many messages.
    <div className={`${styles.tip} ${styles.tipUnder}`} role="note" aria-label={TRADE_TIP_MESSAGES.tipLabel}>
      <span className={styles.tipLabel}>{TRADE_TIP_MESSAGES.tipLabel}</span>
      <span className={styles.tipSource}>{TRADE_TIP_MESSAGES.tipSource(senderFirstName)}</span>
      {tips.map((t) => (
        <p key={t.kind} className={styles.tipText}>
          {t.tip}
        </p>
      ))}
      <button
        type="button"
        className={styles.tipReport}
        aria-label={TRADE_TIP_MESSAGES.reportLabel}
        onClick={() => setReporting(true)}
      >
        {TRADE_TIP_MESSAGES.report}
      </button>
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        targetType="message"
        targetId={messageId}
        defaultReason="scam"
      />
    </div>
  );
}

/** The tips above the message box while the draft carries a signal, until one such message is sent. */
export function ComposerTip({ tips }: { tips: readonly SafetyTip[] }) {
  return (
    <div className={styles.tip} role="status" aria-label={TRADE_TIP_MESSAGES.composerLabel}>
      <span className={styles.tipLabel}>{TRADE_TIP_MESSAGES.composerLabel}</span>
      {tips.map((t) => (
        <p key={t.kind} className={styles.tipText}>
          {t.tip}
        </p>
      ))}
    </div>
  );
}
