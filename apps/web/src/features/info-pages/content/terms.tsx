import type { InfoPageProps } from './types';

export function TermsPage({ supportEmail }: InfoPageProps) {
  const mailto = `mailto:${supportEmail}`;
  return (
    <>
      <section>
        <h2>Terms of Service</h2>
        <p>
          <strong>Last updated May 27, 2021</strong>
        </p>
        <p>
          These Terms of Service ("Terms") govern your use of our campus marketplace websites (the "Service").
          By creating an account or using the Service you agree to these Terms, our{' '}
          <a href="/settings/privacy">Privacy Policy</a> and our{' '}
          <a href="/settings/trust_and_safety">Code of Conduct</a>. If you do not agree, do not use the
          Service. Section 10 contains an arbitration agreement and a class-action waiver.
        </p>
      </section>
      <section>
        <h2>1. Eligibility</h2>
        <p>
          You must be at least 16 years old and a resident of the United States to use the Service. The
          Service is available to US residents only. To post, comment or message you must verify a school
          e-mail address that belongs to you. We are not affiliated with any school.
        </p>
      </section>
      <section>
        <h2>2. Your account</h2>
        <p>
          Give accurate information, keep your password and verification codes to yourself, and tell us at
          once if someone uses your account without permission. You are responsible for everything done with
          your account. One person may hold one account.
        </p>
      </section>
      <section>
        <h2>3. The marketplace</h2>
        <p>
          The Service is a venue where students list and find items. We are not a party to sales between
          members, we do not own or inspect the items, and we do not guarantee their quality, safety or
          legality, or that a buyer or seller will complete a sale. Follow our{' '}
          <a href="/settings/trust_and_safety">Code of Conduct</a> and do not list prohibited items.
        </p>
      </section>
      <section>
        <h2>4. Payments, shipping and payouts</h2>
        <p>
          Most sales are paid in person when buyer and seller meet. When a sale is paid through the Service:
        </p>
        <ul>
          <li>Sellers ship within 3 business days of the sale and provide proof of shipment.</li>
          <li>Payment is released to the seller 3-5 business days after delivery.</li>
          <li>
            Sellers have 90 days to set up a payment provider account to receive payouts. If no account is set
            up within 90 days, we may cancel the sale and refund the buyer.
          </li>
          <li>
            Returns and refunds of items follow our <a href="/settings/returns">Return Policy</a>.
          </li>
        </ul>
      </section>
      <section>
        <h2>5. Boosts and ads</h2>
        <p>
          You may pay to boost a post into a sponsored ad at $5 per day, for 1 to 30 days or daily until you
          pause it. Boosts are paid by card through our payment provider. Ads may be reviewed and may be
          rejected if they break these Terms. Refunds of boosts are described on our{' '}
          <a href="/settings/refunds">Refunds</a> page. Prices are in US dollars.
        </p>
      </section>
      <section>
        <h2>6. Your content</h2>
        <p>
          You keep ownership of what you post. You give us a worldwide, non-exclusive, royalty-free license to
          host, display and share your content in order to run and promote the Service. You must have the
          rights to everything you post, and it must not be false, illegal or harmful to others.
        </p>
      </section>
      <section>
        <h2>7. Suspension and termination</h2>
        <p>
          We may remove content and suspend or close accounts that break these Terms or the Code of Conduct,
          or that put members at risk. You may stop using the Service at any time.
        </p>
      </section>
      <section>
        <h2>8. Disclaimers</h2>
        <p>
          The Service is provided "as is" and "as available", without warranties of any kind, to the fullest
          extent permitted by law. Meet other members at your own risk and use common sense.
        </p>
      </section>
      <section>
        <h2>9. Limitation of liability</h2>
        <p>
          To the fullest extent permitted by law, we are not liable for indirect, incidental, special or
          consequential damages, or for the acts of other members. Our total liability for any claim is
          limited to the greater of $100 or the payments you made to us in the last 12 months.
        </p>
      </section>
      <section>
        <h2>10. Disputes and arbitration</h2>
        <ul>
          <li>
            <strong>Informal notice.</strong> Before filing a claim, send us a written notice describing it.
            We both agree to try to resolve it informally during a 30-day informal notice period.
          </li>
          <li>
            <strong>Arbitration.</strong> Disputes not resolved informally are settled by binding individual
            arbitration instead of in court, except claims that qualify for small claims court. For claims
            under $10,000, the arbitration may be held by telephone.
          </li>
          <li>
            <strong>No class actions.</strong> Claims may be brought only individually, not as a plaintiff or
            class member in any class or representative action.
          </li>
          <li>
            <strong>Opt-out.</strong> You may opt out of arbitration by e-mailing us within 30 days of first
            accepting these Terms.
          </li>
          <li>
            <strong>Time limit.</strong> Any claim must be brought within one year after it arises, or it is
            permanently barred.
          </li>
        </ul>
      </section>
      <section>
        <h2>11. Changes to these Terms</h2>
        <p>
          We may update these Terms. We will change the date at the top of this page, and if you keep using
          the Service after a change you accept the new Terms.
        </p>
      </section>
      <section>
        <h2>12. Contact</h2>
        <p>
          Questions about these Terms, notices and arbitration opt-outs go to{' '}
          <a href={mailto}>{supportEmail}</a>.
        </p>
      </section>
    </>
  );
}
