import styles from './email-address.module.css';

/** An e-mail address that may wrap only before its "@" and its dots, never in the middle of a word. */
export function EmailAddress({ email }: { email: string }) {
  return (
    <span>
      {email.split(/(?=[@.])/).map((part, i) => (
        <span key={i} className={styles.emailPart}>
          {part}
        </span>
      ))}
    </span>
  );
}
