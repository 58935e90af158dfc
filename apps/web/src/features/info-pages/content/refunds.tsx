import type { InfoPageProps } from './types';

export function RefundsPage({ supportEmail }: InfoPageProps) {
  return (
    <>
      <section>
        <h2>Refunds</h2>
        <p>
          There are two kinds of refunds: refunds of what you paid us to boost a post, and refunds of items
          you bought from another student. They work differently.
        </p>
      </section>
      <section>
        <h2>Boosts and ads</h2>
        <p>
          A boost turns your post into a sponsored ad at $5 per day, for 1 to 30 days or daily until you pause
          it. You pay by card through our payment provider's secure checkout, and every payment is listed on
          your <a href="/settings/payments">Payments</a> page.
        </p>
        <ul>
          <li>
            <strong>Ad never ran:</strong> if you paid for a boost and your ad never ran, for example because
            it was rejected in review, you get a full refund of that payment.
          </li>
          <li>
            <strong>Cancelled checkout:</strong> if you cancel on the checkout page, you are not charged and
            no ad is created.
          </li>
          <li>
            <strong>Paused ads:</strong> pausing stops your ad from showing, and the paused time is added back
            to its end date, so you do not lose the days you paid for.
          </li>
          <li>
            <strong>Stopped ads:</strong> stopping an ad is permanent. Days that already ran are not refunded.
          </li>
          <li>
            <strong>Charged by mistake:</strong> if you were charged twice or charged the wrong amount, we
            will refund the difference.
          </li>
        </ul>
        <p>
          To ask for a boost refund, contact Customer Support at{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a> with your username and the post or ad
          involved. Approved refunds go back to the card you paid with; your bank may take several business
          days to show them.
        </p>
      </section>
      <section>
        <h2>Items you bought</h2>
        <p>
          Items are sold by students, so an item refund is requested from the seller by private message and
          follows our <a href="/settings/returns">Return Policy</a>: contact the seller within 2 days of
          getting the item, and report it to us within 2 more days if you cannot sort it out, 4 days in total.
        </p>
      </section>
      <section>
        <h2>Questions</h2>
        <p>
          For anything else about a payment, visit <a href="/settings/help">Customer Support</a>.
        </p>
      </section>
    </>
  );
}
