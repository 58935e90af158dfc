import { type Campus, MESSAGES, membershipAction } from '@campus/domain';
import { useEffect, useId, useMemo, useState } from 'react';
import { ButtonLink, buttonClass } from '../../components/ui/button';
import { CampusLogo } from '../../components/ui/campus-logo';
import { Modal, ModalCancel } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { useCampusesQuery } from '../../entities/campus';
import { useViewer } from '../../lib/session';
import { useSiteCampus } from '../../lib/site-campus';
import styles from './search-schools.module.css';

/** Campuses whose name, short name, city or e-mail domain contains the typed text. */
function matchCampuses(campuses: Campus[], text: string): Campus[] {
  const q = text.trim().toLowerCase();
  const schools = campuses.filter((c) => !c.isHub);
  if (!q) return schools;
  return schools.filter((c) =>
    [c.name, c.shortName, c.location.city, ...c.emailDomains].some((field) =>
      field.toLowerCase().includes(q),
    ),
  );
}

/** The modal's action by the membership rule: view, visit as guest, join, or go and sign in there. */
function CampusAction({ campus }: { campus: Campus }) {
  const viewer = useViewer();
  const site = useSiteCampus();
  const action = membershipAction(viewer ?? null, campus.id);
  if (action === 'join' && site.isHub) {
    return (
      <ButtonLink to={`/settings/school_email?campus=${campus.id}`} block>
        Join Campus
      </ButtonLink>
    );
  }
  const label =
    action === 'view'
      ? 'View Your Campus'
      : action === 'visit-as-guest'
        ? 'Visit As Guest'
        : `Continue to ${campus.shortName}`;
  return (
    <a className={buttonClass({ block: true })} href={`${campus.url}/home`}>
      {label}
    </a>
  );
}

function CampusModal({ campus, onClose }: { campus: Campus | null; onClose: () => void }) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      header={campus && <CampusLogo campus={campus} size={72} />}
      title={campus ? campus.name : MESSAGES.generic.somethingWentWrong}
      description={
        campus ? `${campus.location.city}, ${campus.location.state}` : 'Choose a school from the list.'
      }
    >
      {campus && <CampusAction campus={campus} />}
      <ModalCancel />
    </Modal>
  );
}

/** Find Your School: a typeahead over the open campuses; choosing a school opens its modal. */
export function SearchSchoolsPage() {
  const { data: campuses, isPending } = useCampusesQuery();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<Campus | null | undefined>(undefined);
  const listId = useId();
  const results = useMemo(() => matchCampuses(campuses ?? [], text), [campuses, text]);
  useEffect(() => {
    document.title = 'Find Your School';
  }, []);

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && results.length) {
      e.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (e.key === 'ArrowUp' && results.length) {
      e.preventDefault();
      setActive((i) => (i - 1 + results.length) % results.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      setChosen(results[active] ?? null);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="schools-title">
      <h1 id="schools-title" className={styles.title}>
        Find Your School
      </h1>
      <p className={styles.text}>Search for your university to visit or join its campus.</p>
      <input
        className={styles.input}
        type="search"
        role="combobox"
        aria-label="Search schools"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={results[active] ? `${listId}-${results[active].id}` : undefined}
        placeholder="Search schools"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
      />
      {isPending ? (
        <Spinner label="Loading schools" />
      ) : results.length === 0 ? (
        <p className={styles.empty}>No schools match "{text}". Missing yours? Send us a message.</p>
      ) : (
        <div className={styles.list} id={listId} role="listbox" aria-label="Schools">
          {results.map((c, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
            <div
              key={c.id}
              tabIndex={-1}
              id={`${listId}-${c.id}`}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              onMouseEnter={() => setActive(i)}
              onClick={() => setChosen(c)}
            >
              <CampusLogo campus={c} size={40} decorative />
              <span>
                <span className={styles.optionName}>{c.name}</span>
                <br />
                <span className={styles.optionPlace}>
                  {c.shortName} · {c.location.city}, {c.location.state}
                </span>
              </span>
            </div>
          ))}
        </div>
      )}
      {chosen !== undefined && <CampusModal campus={chosen} onClose={() => setChosen(undefined)} />}
    </section>
  );
}
