import type { InfoPageProps } from './types';

export function PrivacyPage({ supportEmail }: InfoPageProps) {
  const mailto = `mailto:${supportEmail}`;
  return (
    <>
      <section>
        <h2>Privacy Policy</h2>
        <p>
          <strong>Last updated June 24, 2022</strong>
        </p>
        <p>
          This policy explains what information our campus marketplace (the "Service") collects, how we use
          and share it, and the choices you have. By using the Service you agree to this policy and our{' '}
          <a href="/settings/terms">Terms of Service</a>.
        </p>
      </section>
      <section>
        <h2>Data we collect</h2>
        <ul>
          <li>
            <strong>Account data:</strong> your name, e-mail address, password, username, and, if you add
            them, your school e-mail, phone number, gender, birth date, profile photo and bio.
          </li>
          <li>
            <strong>Content:</strong> posts, photos, videos, comments, saved posts, direct messages and
            reports you make.
          </li>
          <li>
            <strong>Payment data:</strong> when you boost a post, our card payment provider processes your
            payment. We receive the amount, status and a reference, not your full card number.
          </li>
          <li>
            <strong>Device and usage data:</strong> your IP address, its approximate country and time zone,
            your browser's time zone, searches, and interactions with posts and ads such as views, link
            clicks, shares and profile visits. The country and time zone of an IP address come from a database
            on our own servers; this product includes GeoLite2 data created by MaxMind, available from{' '}
            <a href="https://www.maxmind.com">https://www.maxmind.com</a>.
          </li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <ul>
          <li>To run the Service: create your account, show your posts and deliver your messages.</li>
          <li>To verify your account and your school e-mail, and to connect you with your campus.</li>
          <li>
            To keep the Service safe: limit access to the United States, prevent fraud and enforce bans.
          </li>
          <li>To process boost payments and show ad analytics to the owners of ads.</li>
          <li>To send verification codes, sign-in links and notifications of activity.</li>
          <li>To understand how the Service is used and improve it.</li>
        </ul>
      </section>
      <section>
        <h2>Sharing</h2>
        <ul>
          <li>
            <strong>Other members:</strong> your username, name, profile photo, bio, posts and comments are
            visible to others on your campus. Direct messages are visible to the people in the conversation.
          </li>
          <li>
            <strong>Service providers:</strong> companies that host our servers, send e-mail, process payments
            and look up IP locations for us, only to provide those services.
          </li>
          <li>
            <strong>Legal reasons:</strong> when required by law or to protect the safety of our members.
          </li>
          <li>
            <strong>Business transfers:</strong> if we are involved in a merger or sale of assets.
          </li>
        </ul>
        <p>We do not sell your personal information.</p>
      </section>
      <section>
        <h2>Your choices</h2>
        <ul>
          <li>
            Review and update your account data in <a href="/settings/account">Account Settings</a>.
          </li>
          <li>Delete posts and comments you made at any time.</li>
          <li>
            Ask us to delete your account by writing to <a href={mailto}>{supportEmail}</a>.
          </li>
          <li>Clear cookies and local storage in your browser, as described below.</li>
        </ul>
      </section>
      <section id="cookies">
        <h2>Cookies</h2>
        <p>
          We use a session cookie to keep you signed in. It is HttpOnly, so scripts on the page cannot read
          it. We also use your browser's local storage for the back-navigation history inside the site, which
          resets after 24 hours, and to remember your e-mail address while you sign in with an e-mail sign-in
          link. We do not use advertising cookies. See the <a href="/settings/cookies">Cookies</a> page for
          more.
        </p>
      </section>
      <section>
        <h2>Rights for California residents</h2>
        <p>If you live in California, the California Consumer Privacy Act gives you the right to:</p>
        <ul>
          <li>know what personal information we collect, use and share about you;</li>
          <li>ask us to delete or correct your personal information;</li>
          <li>opt out of the sale or sharing of your personal information;</li>
          <li>not be treated differently for using these rights.</li>
        </ul>
        <p>
          To use these rights, e-mail <a href={mailto}>{supportEmail}</a>. We will verify your identity before
          we act on a request. You may use an authorized agent to make a request for you.
        </p>
        <p>We do not knowingly sell the data of users under 16.</p>
      </section>
      <section>
        <h2>Children</h2>
        <p>
          The Service is not meant for anyone under 16. If you believe a child under 16 has given us personal
          information, contact us and we will delete it.
        </p>
      </section>
      <section>
        <h2>Changes</h2>
        <p>We may update this policy. When we do, we will change the date at the top of this page.</p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          Questions about this policy? Contact Customer Support at <a href={mailto}>{supportEmail}</a>.
        </p>
      </section>
    </>
  );
}
