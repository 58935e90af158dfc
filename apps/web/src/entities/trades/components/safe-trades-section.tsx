import {
  HOUSING_SAFETY_PAGE as H,
  SAFE_TRADES_PAGE_MESSAGES as M,
  TRADE_SAFETY_TIP_HEADINGS,
  TRADE_SAFETY_TIPS,
  TRADE_SIGNAL_KINDS,
} from '@campus/domain';
import { useMeetingSpots } from '../api/meeting-spots';
import styles from '../trades.module.css';

/**
 * The Trust and Safety page's safe meeting spots of the campus, the chat's safety tips in plain words,
 * and what to check before paying anything for a room or a sublet.
 */
export function SafeTradesSection({ campusName }: { campusName: string }) {
  const { data } = useMeetingSpots();
  const spots = data?.spots ?? [];
  return (
    <>
      <section className={styles.safety} aria-labelledby="safe-spots">
        <h2 id="safe-spots">{M.spotsTitle}</h2>
        {spots.length ? (
          <>
            <p>{M.spotsIntro(campusName)}</p>
            <dl>
              {spots.map((s) => (
                <div key={s.name}>
                  <dt>{s.name}</dt>
                  {s.directions && <dd>{s.directions}</dd>}
                </div>
              ))}
            </dl>
          </>
        ) : (
          <p>{M.noSpots}</p>
        )}
      </section>
      <section className={styles.safety} aria-labelledby="safety-tips">
        <h2 id="safety-tips">{M.tipsTitle}</h2>
        <p>{M.tipsIntro}</p>
        <dl>
          {TRADE_SIGNAL_KINDS.map((kind) => (
            <div key={kind}>
              <dt>{TRADE_SAFETY_TIP_HEADINGS[kind]}</dt>
              <dd>{TRADE_SAFETY_TIPS[kind]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.safety} aria-labelledby="safe-housing">
        <h2 id="safe-housing">{H.title}</h2>
        <p>{H.intro}</p>
        <ul>
          {H.checks.map((check) => (
            <li key={check}>{check}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
