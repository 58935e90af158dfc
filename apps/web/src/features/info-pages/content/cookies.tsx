import type { InfoPageProps } from './types';

export function CookiesPage({ supportEmail }: InfoPageProps) {
  return (
    <>
      <section>
        <h2>How we use cookies</h2>
        <p>
          We keep cookies and similar storage to the minimum the site needs to work. We do not use advertising
          cookies, and we do not let advertisers place cookies through our site.
        </p>
      </section>
      <section>
        <h2>What we store</h2>
        <ul>
          <li>
            <strong>Session cookie.</strong> When you sign in, we set a session cookie that keeps you signed
            in. It is HttpOnly, so scripts on the page cannot read it, and it is removed when you log out.
          </li>
          <li>
            <strong>Back-navigation history.</strong> Your browser's local storage keeps a short list of the
            pages you visited, so the back button inside the site takes you to the right place. It resets
            after 24 hours.
          </li>
          <li>
            <strong>Sign-in link e-mail.</strong> When you ask for an e-mail sign-in link, local storage
            remembers your e-mail address so you do not need to type it again when you open the link.
          </li>
        </ul>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You can clear cookies and local storage in your browser settings at any time. If you block the
          session cookie you will not be able to sign in, but you can still browse public pages.
        </p>
      </section>
      <section>
        <h2>More information</h2>
        <p>
          See the cookies section of our <a href="/settings/privacy#cookies">Privacy Policy</a>, or contact us
          at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      </section>
    </>
  );
}
