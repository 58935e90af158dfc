import { memberCountText, showsMemberCount } from '@campus/domain';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAboutQuery } from '../../../lib/post-lists/feed-keys';
import { useSiteCampus } from '../../../lib/site-campus';
import styles from './feed.module.css';

/** The About tab: about this community, activity, new to the group (community §2). */
export function AboutCards() {
  const campus = useSiteCampus();
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useAboutQuery(true);
  if (isPending || !data) return <Spinner label="Loading" />;
  const first = data.pages[0]!;
  const people = data.pages.flatMap((p) => p.newestUsers);
  const place = [campus.location.city, campus.location.state].filter(Boolean).join(', ');
  return (
    <div className={styles.cards}>
      <section className={styles.aboutCard} aria-labelledby="about-community">
        <h2 id="about-community">About this community</h2>
        <p>
          The private buy / sell group of {campus.name}
          {place && ` in ${place}`}. Only students with a verified school e-mail can join.
          {showsMemberCount(first.verifiedMembers, 'about') && ` ${memberCountText(first.verifiedMembers)}.`}
        </p>
      </section>
      <section className={styles.aboutCard} aria-labelledby="about-activity">
        <h2 id="about-activity">Activity</h2>
        <dl className={styles.stats}>
          <div>
            <dt>New members in the last 7 days</dt>
            <dd>{first.newVerifiedLast7Days}</dd>
          </div>
          <div>
            <dt>Posts in the last 7 days</dt>
            <dd>{first.postsLast7Days}</dd>
          </div>
          <div>
            <dt>Posts in the last month</dt>
            <dd>{first.postsLastMonth}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.aboutCard} aria-labelledby="about-new">
        <h2 id="about-new">New to the group</h2>
        {people.length === 0 ? (
          <p>No Users</p>
        ) : (
          <ul className={styles.people}>
            {people.map((p) => (
              <li key={p.id} className={styles.person}>
                <Avatar person={p} size={36} />
                <span>
                  {p.firstName} {p.lastName} <span className={styles.time}>@{p.username}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
        {hasNextPage && (
          <div className={styles.more}>
            <Button
              variant="secondary"
              size="small"
              onClick={() => fetchNextPage()}
              disabled={isFetchingNextPage}
            >
              Show more
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
