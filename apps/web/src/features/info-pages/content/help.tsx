import type { InfoPageProps } from './types';

export function HelpPage({ socialDmUrl, supportEmail }: InfoPageProps) {
  return (
    <>
      <section>
        <h2>How can we help?</h2>
        <p>
          The fastest way to reach us is a <a href={socialDmUrl}>direct message on our social account</a>.
          Tell us what happened, your username, and a link to the post or profile if there is one.
        </p>
        <p>
          You can also e-mail Customer Support at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. We
          answer as soon as we can.
        </p>
      </section>
      <section>
        <h2>Common topics</h2>
        <ul>
          <li>
            <strong>Problem with an item you bought:</strong> message the seller first, then follow the{' '}
            <a href="/settings/returns">Return Policy</a>.
          </li>
          <li>
            <strong>Boost or ad payments:</strong> see <a href="/settings/refunds">Refunds</a> and your{' '}
            <a href="/settings/payments">Payments</a> page.
          </li>
          <li>
            <strong>Verifying your school e-mail:</strong> go to{' '}
            <a href="/settings/school_email">Account Settings</a>. Codes expire after 2 hours, so request a
            new one if yours has expired.
          </li>
          <li>
            <strong>Someone is harassing you or running a scam:</strong> report them through the app and read
            our <a href="/settings/trust_and_safety">Trust and Safety</a> guidelines.
          </li>
          <li>
            <strong>Your school is missing:</strong> <a href={socialDmUrl}>send us a direct message</a> with
            the name of your school and we will look into adding it.
          </li>
        </ul>
      </section>
      <section>
        <h2>In an emergency</h2>
        <p>
          If you feel unsafe or are in danger, leave the situation and call 911 or your campus police first.
          Then let us know so we can act on the account involved.
        </p>
      </section>
    </>
  );
}
