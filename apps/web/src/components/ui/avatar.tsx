import styles from './avatar.module.css';

/** A person's round photo, or their initial when they have none. */
export function Avatar({
  person,
  size = 44,
}: {
  person: { firstName: string; img: string | null };
  size?: number;
}) {
  return person.img ? (
    <img
      className={styles.avatar}
      src={person.img}
      alt=""
      width={size}
      height={size}
      style={{ width: size, height: size }}
    />
  ) : (
    <span className={styles.avatar} aria-hidden="true" style={{ width: size, height: size }}>
      {person.firstName.slice(0, 1)}
    </span>
  );
}
