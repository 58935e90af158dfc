import { SafeTradesSection } from '../../../entities/trades';
import type { InfoPageProps } from './types';

export function TrustAndSafetyPage({ campusName }: InfoPageProps) {
  return (
    <>
      <section>
        <h2>Code of Conduct</h2>
        <p>
          Our marketplace works because students trust each other. Everyone at {campusName} who posts,
          comments or messages has verified a school e-mail. In return we ask every member to follow this Code
          of Conduct.
        </p>
      </section>
      <section>
        <h2>Be neighborly</h2>
        <ul>
          <li>Treat every member with respect, the way you would treat a classmate.</li>
          <li>
            Reply to messages in a reasonable time, and let people know if an item is no longer available.
          </li>
          <li>Show up on time to meetups, or let the other person know if plans change.</li>
        </ul>
      </section>
      <section>
        <h2>Be ethical</h2>
        <ul>
          <li>Describe items honestly, with real photos and a fair price. Mention any damage or defects.</li>
          <li>Sell only items that you own and that are legal to sell.</li>
          <li>Keep your word: honor the price you agreed on and the refunds our Return Policy requires.</li>
        </ul>
      </section>
      <section>
        <h2>Be proactive</h2>
        <ul>
          <li>Meet in busy, public places, and inspect items before you pay.</li>
          <li>Pay in person. Never send money in advance or share passwords or verification codes.</li>
          <li>If something feels wrong, walk away and report it.</li>
        </ul>
      </section>
      <SafeTradesSection campusName={campusName} />
      <section>
        <h2>Zero tolerance</h2>
        <p>
          We have <strong>zero tolerance</strong> for the following. Breaking these rules can lead to removal
          of content and a permanent ban, and we may report serious cases to the police.
        </p>
        <ul>
          <li>Harassment, threats, hate speech, bullying or unwanted sexual content.</li>
          <li>Scams, fraud, fake listings, counterfeit goods or impersonating someone else.</li>
          <li>
            Prohibited items, including weapons, drugs and drug paraphernalia, alcohol and tobacco,
            prescription medicine, stolen goods, recalled products, animals, and academic work such as exams
            or essays.
          </li>
          <li>Spam, or posts that have nothing to do with the campus community.</li>
        </ul>
      </section>
      <section>
        <h2>Report through the app</h2>
        <p>
          Use the report option on a post, comment, message or profile to tell us about anything that breaks
          these rules. We review every report. See <a href="/settings/help">Customer Support</a> for other
          ways to reach us.
        </p>
      </section>
      <section>
        <h2>Rate each other</h2>
        <p>
          After a sale, rate the person you dealt with. Honest ratings help the whole community know who to
          trust, and they reward members who follow this Code of Conduct.
        </p>
      </section>
      <section>
        <h2>Related</h2>
        <p>
          Read the <a href="/settings/returns">Return Policy</a> and the{' '}
          <a href="/settings/terms">Terms of Service</a>.
        </p>
      </section>
    </>
  );
}
