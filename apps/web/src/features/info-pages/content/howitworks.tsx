import type { InfoPageProps } from './types';

export function HowItWorksPage({ campusName, socialDmUrl }: InfoPageProps) {
  return (
    <>
      <section>
        <h2>Buying</h2>
        <ol>
          <li>
            <strong>Find something you like.</strong> Browse the {campusName} feed, pick a category or search
            for posts, photos and people.
          </li>
          <li>
            <strong>Reach out.</strong> Send the seller a direct message or leave a comment on the post. Check
            their profile to see their other posts.
          </li>
          <li>
            <strong>Make an offer.</strong> Agree on a price and on when and where to meet.
          </li>
          <li>
            <strong>Meet in a safe spot.</strong> Choose a busy, public place on or near campus, in daylight
            if you can, and tell a friend where you are going.
          </li>
          <li>
            <strong>Inspect the item.</strong> Check that it works and matches the post before you pay.
          </li>
          <li>
            <strong>Pay in person.</strong> Pay the seller when you meet, with cash or the payment app you
            both agreed on. Never send money ahead of time to someone you have not met.
          </li>
        </ol>
      </section>
      <section>
        <h2>Selling</h2>
        <ol>
          <li>
            <strong>Verify your school e-mail.</strong> Add your .edu address in{' '}
            <a href="/settings/school_email">Account Settings</a> and enter the 4-digit code we send you.
          </li>
          <li>
            <strong>Post your item.</strong> Add photos, a price and a category. It takes under 30 seconds.
          </li>
          <li>
            <strong>Answer messages.</strong> Reply to comments and direct messages from interested buyers.
          </li>
          <li>
            <strong>Meet safely.</strong> Meet the buyer in a public place, let them inspect the item and get
            paid in person.
          </li>
          <li>
            <strong>Boost it (optional).</strong> Want more eyes on your post? Boost it into a sponsored ad
            for $5 a day, for 1 to 30 days or daily until you pause it.
          </li>
        </ol>
      </section>
      <section>
        <h2>Good to know</h2>
        <ul>
          <li>Posting, messaging and buying are free.</li>
          <li>
            Problem with an item? See the <a href="/settings/returns">Return Policy</a>.
          </li>
          <li>
            Stay safe and respectful: read our <a href="/settings/trust_and_safety">Trust and Safety</a>{' '}
            guidelines.
          </li>
        </ul>
        <p>
          Still have a question? <a href={socialDmUrl}>Send us a direct message</a> on our social account.
        </p>
      </section>
    </>
  );
}
