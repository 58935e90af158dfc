import { endSentence } from '@campus/domain';
import type { InfoPageProps } from './types';

export function AboutPage({ campusName, socialDmUrl }: InfoPageProps) {
  return (
    <>
      <section>
        <h2>What we are</h2>
        <p>
          We run a community marketplace for students of US universities. Each campus has its own site, and
          this one is for {endSentence(campusName)} Students buy and sell textbooks, furniture, tickets,
          electronics and everything in between, ask questions and talk with each other in one campus feed.
        </p>
        <p>
          Everyone who posts, comments or sends a message has verified a school e-mail address (.edu), so you
          know you are dealing with a fellow student. Posting is free and takes under 30 seconds.
        </p>
      </section>
      <section>
        <h2>Not affiliated with any school</h2>
        <p>
          We are an independent service. We are{' '}
          <strong>not affiliated with, endorsed by or sponsored by</strong> any school, university or college,
          including {endSentence(campusName)} School names and logos are used only to help students find their
          campus community.
        </p>
      </section>
      <section>
        <h2>What you can do here</h2>
        <ul>
          <li>Browse items for sale from students near you.</li>
          <li>Message sellers directly and check their profiles before you meet.</li>
          <li>Post an item with photos, a price and a category in under 30 seconds.</li>
          <li>Save posts you like and get notified when someone replies or messages you.</li>
          <li>Boost a post into a sponsored ad for $5 a day if you want more people to see it.</li>
        </ul>
        <p>
          New here? Read <a href="/settings/howitworks">How It Works</a> and our{' '}
          <a href="/settings/trust_and_safety">Trust and Safety</a> guidelines.
        </p>
      </section>
      <section>
        <h2>Get in touch</h2>
        <p>
          Questions, ideas, or is your school missing? <a href={socialDmUrl}>Send us a direct message</a> on
          our social account. We read every message.
        </p>
      </section>
    </>
  );
}
