import { formatDollars } from '@campus/domain';
import { escapeHtml } from '../../lib/html';
import type { LocalSession } from '../../platform/payments/payments';

const style = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#14171c;margin:0}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 4px}p{margin:0 0 16px;color:#555}label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;border-radius:8px;font-size:1rem}
.row{display:flex;gap:12px}.row>div{flex:1}button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:8px;
background:#1d4ed8;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}.alert{background:#fde8e8;color:#9b1c1c;
padding:10px;border-radius:8px;margin-top:12px}.cancel{display:block;text-align:center;margin-top:16px}
.note{font-size:.85rem;margin-top:16px}`;

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${style}</style></head><body><main>${body}</main></body></html>`;

/** The local provider's hosted checkout: a card form for the session's one line item. */
export function renderCheckoutPage(
  session: LocalSession,
  error?: string,
  values: Record<string, string> = {},
) {
  const v = (k: string) => escapeHtml(values[k] ?? '');
  const amount = formatDollars(session.amountCents);
  return page(
    `Pay ${amount}`,
    `<h1>${escapeHtml(session.productName)}</h1><p>${amount} · test checkout</p>
<form method="post" action="/pay/local/${escapeHtml(session.id)}" novalidate>
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" value="${v('cardNumber')}" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/34" value="${v('expiry')}" required></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" value="${v('cvc')}" required></div></div>
<label for="name">Name on card</label>
<input id="name" name="name" autocomplete="cc-name" value="${v('name')}" required>
${error ? `<div class="alert" role="alert">${escapeHtml(error)}</div>` : ''}
<button type="submit">Pay ${amount}</button>
</form>
<a class="cancel" href="${escapeHtml(session.cancelUrl)}">Cancel</a>
<p class="note">Test mode: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. No real card is charged.</p>`,
  );
}

/** A checkout that cannot be paid here (missing, someone else's, or already closed). */
export function renderClosedPage(message: string, link?: { href: string; text: string }) {
  return page(
    'Checkout',
    `<h1>Checkout</h1><p role="alert">${escapeHtml(message)}</p>${
      link ? `<a class="cancel" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>` : ''
    }`,
  );
}
