import { MESSAGES } from '@campus/domain';
import { useEffect } from 'react';
import { ButtonLink } from '../../components/ui/button';
import styles from './not-found.module.css';

/** The 404 page ('Error 404'): also what a blocked or unknown site shows. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Error 404';
  }, []);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code}>Error 404</p>
      <h1 id="not-found-title" className={styles.title}>
        {MESSAGES.notFound.title}
      </h1>
      <p className={styles.text}>{MESSAGES.notFound.text}</p>
      <ButtonLink to="/home">{MESSAGES.notFound.button}</ButtonLink>
    </section>
  );
}
