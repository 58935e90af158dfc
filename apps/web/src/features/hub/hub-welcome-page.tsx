import { type Campus, MESSAGES } from '@campus/domain';
import { type ComponentType, useEffect } from 'react';
import { ButtonLink, buttonClass } from '../../components/ui/button';
import { useCampusesQuery } from '../../entities/campus';
import { useViewer } from '../../lib/session';
import { useSiteCampus } from '../../lib/site-campus';
import { FAQ, HOW_IT_WORKS } from './content/faq';
import styles from './hub.module.css';

const PREVIEW_ITEMS = [
  { title: 'Desk lamp, barely used', price: '$15', color: '#f6c27a' },
  { title: 'Calculus textbook, 8th ed.', price: '$40', color: '#9cc7f2' },
  { title: 'Two tickets for Saturday', price: '$60', color: '#b9e4c1' },
];

function FeedPreview() {
  return (
    <div className={styles.preview} role="img" aria-label="Preview of a campus feed with items for sale">
      <div className={styles.previewBar} />
      {PREVIEW_ITEMS.map((item) => (
        <div key={item.title} className={styles.previewCard}>
          <div className={styles.previewPhoto} style={{ background: item.color }} />
          <span>{item.title}</span>
          <span className={styles.previewPrice}>{item.price}</span>
        </div>
      ))}
    </div>
  );
}

/** The hub's welcome page: find or join your campus, how it works, FAQ. */
/** The contact card is the shell's (the widget column shows it on a campus); the app passes it in. */
export function HubWelcomePage({ ContactUsCard }: { ContactUsCard: ComponentType<{ campus: Campus }> }) {
  const campus = useSiteCampus();
  const viewer = useViewer();
  const { data: campuses } = useCampusesQuery();
  const myCampus = viewer?.schoolVerified ? campuses?.find((c) => c.id === viewer.campusId) : undefined;
  useEffect(() => {
    document.title = 'Campus Buy / Sell';
  }, []);
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="hub-title">
        <div>
          <p className={styles.kicker}>For students of US universities</p>
          <h1 id="hub-title" className={styles.title}>
            Buy and sell with verified students on your campus
          </h1>
          <p className={styles.lead}>
            Browse items nearby, message sellers, check profiles, and post in under 30 seconds.
          </p>
          <div className={styles.actions}>
            {myCampus && (
              <a className={buttonClass({})} href={`${myCampus.url}/home`}>
                {MESSAGES.hub.visitYourCampus}
              </a>
            )}
            <ButtonLink to="/search_schools" variant={myCampus ? 'secondary' : 'primary'}>
              {MESSAGES.hub.viewYourCampus}
            </ButtonLink>
            <ButtonLink to="/search_schools" variant="secondary">
              {MESSAGES.hub.findYourCampus}
            </ButtonLink>
            <ButtonLink to="/user_registration" variant="dark">
              {MESSAGES.hub.joinYourCampus}
            </ButtonLink>
          </div>
        </div>
        <FeedPreview />
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title" className={styles.sectionTitle}>
          How it works
        </h2>
        <div className={styles.columns}>
          <div>
            <h3>Buying</h3>
            <ol className={styles.steps}>
              {HOW_IT_WORKS.buying.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          <div>
            <h3>Selling</h3>
            <ol className={styles.steps}>
              {HOW_IT_WORKS.selling.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-title">
        <h2 id="faq-title" className={styles.sectionTitle}>
          FAQ
        </h2>
        <div className={styles.faq}>
          {FAQ.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <div className={styles.contactMobile}>
        <ContactUsCard campus={campus} />
      </div>
    </div>
  );
}
