import type { InfoPageProps } from './types';

export function FeedbackPage({ campusName, socialDmUrl, supportEmail }: InfoPageProps) {
  return (
    <>
      <section>
        <h2>Tell us what you think</h2>
        <p>
          We build this marketplace for students, and your ideas shape what comes next. Love a feature? Hate
          one? Missing something that would make buying and selling at {campusName} easier? We want to hear
          it.
        </p>
        <p>
          <a href={socialDmUrl}>Send us a direct message</a> on our social account, or e-mail{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      </section>
      <section>
        <h2>What helps us most</h2>
        <ul>
          <li>What you were trying to do, and what happened instead.</li>
          <li>The device and browser you were using.</li>
          <li>A screenshot, if something looked wrong.</li>
          <li>Your username, so we can follow up with you.</li>
        </ul>
      </section>
      <section>
        <h2>Request your school</h2>
        <p>
          Do not see your school yet? <a href={socialDmUrl}>Direct message us</a> with its name and we will
          let you know when it is added.
        </p>
      </section>
      <section>
        <h2>Need help instead?</h2>
        <p>
          If you have a problem with your account, a purchase or a payment, visit{' '}
          <a href="/settings/help">Customer Support</a>.
        </p>
      </section>
    </>
  );
}
