import type { InfoPageProps } from './types';

export function ReturnsPage({ supportEmail }: InfoPageProps) {
  return (
    <>
      <section>
        <h2>Our Return Policy</h2>
        <p>
          Items are sold by students, not by us, so returns are arranged between the buyer and the seller.
          This policy sets out the time limits and what to do if the seller does not respond.
        </p>
      </section>
      <section>
        <h2>How to request a refund</h2>
        <ol>
          <li>
            <strong>Contact the seller within 2 days.</strong> If the item is not as described, damaged or
            does not work, send the seller a private message within 2 days of getting the item. Explain the
            problem, add photos, and ask for a refund.
          </li>
          <li>
            <strong>Report it to us within 2 more days.</strong> If the seller does not reply or you cannot
            agree, report the problem to us within the next 2 days.
          </li>
        </ol>
        <p>
          That is <strong>4 days in total</strong> from the day you got the item. Requests made after 4 days
          cannot be reviewed.
        </p>
      </section>
      <section>
        <h2>What to include in a report</h2>
        <ul>
          <li>The username of the seller and a link to the post.</li>
          <li>The date you got the item and the price you paid.</li>
          <li>Photos of the problem and screenshots of your messages with the seller.</li>
        </ul>
        <p>
          Send reports to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or see{' '}
          <a href="/settings/help">Customer Support</a> for other ways to reach us.
        </p>
      </section>
      <section>
        <h2>For sellers</h2>
        <p>
          Describe items honestly, include clear photos and mention any damage. Answer refund requests
          promptly and in good faith. If the buyer returns an item in the condition it was sold in and it was
          not as described, refund the buyer.
        </p>
      </section>
      <section>
        <h2>Things to keep in mind</h2>
        <ul>
          <li>Inspect items before you pay. Paying in person after an inspection is the best protection.</li>
          <li>
            Payments for boosted posts are covered by our <a href="/settings/refunds">Refunds</a> page, not by
            this policy.
          </li>
          <li>
            Sellers who repeatedly ignore valid requests may lose access to the marketplace under our{' '}
            <a href="/settings/trust_and_safety">Code of Conduct</a>.
          </li>
        </ul>
      </section>
    </>
  );
}
