import { ADS_EXTRA_MESSAGES, MESSAGES } from '@campus/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../http/guards';
import type { LocalPayments } from '../../platform/payments/payments';
import type { AccountsDeps } from '../accounts/accounts.service';
import type { AdsDeps } from './ads.service';
import { receivePaymentWebhook } from './checkout.service';
import { renderCheckoutPage, renderClosedPage } from './local-checkout.page';

type Deps = AccountsDeps & AdsDeps;

const sessionParams = z.object({ sessionId: z.string().min(1).max(255) });
const cardForm = z.object({
  cardNumber: z.string().max(40).optional(),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(10).optional(),
  name: z.string().max(100).optional(),
});

// same-origin, not the app's no-referrer: under no-referrer Chromium posts the card form with
// `Origin: null`, which the Origin check below must refuse.
const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .send(body);

/** Whether a form post's Origin header (when sent) names this host; 'null' or garbage does not. */
function sameOrigin(origin: string | undefined, host: string): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Provider webhooks (raw body, signature header). Stripe's is public; the local provider's
 * callback is made in-process by its checkout page through the same receivePaymentWebhook.
 */
export const paymentWebhookRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  // The signature covers the exact bytes: keep the body as text in this plugin.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post(
    '/api/payments/stripe/webhook',
    { schema: { tags: ['ads'], hide: true } },
    async (request, reply) => {
      if (deps.payments.name !== 'stripe')
        return reply.status(404).send({ error: { code: 'not_found', message: 'Not found.' } });
      const signature = request.headers['stripe-signature'];
      await receivePaymentWebhook(
        deps,
        String(request.body ?? ''),
        typeof signature === 'string' ? signature : undefined,
        request.log,
      );
      return { received: true };
    },
  );
};

/**
 * The local provider's hosted checkout page, served on the campus host that started the boost (the
 * session cookie is per site) to the ad's owner only. Paying posts the card form; a paid card
 * finishes through the signed callback, then the browser goes to the success URL.
 */
export const localCheckoutRoutes: FastifyPluginAsync<{ deps: Deps & { payments: LocalPayments } }> = async (
  app,
  { deps },
) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The session, if the signed-in visitor owns it and it belongs to this host. */
  async function ownSession(request: FastifyRequest, reply: FastifyReply) {
    const { sessionId } = sessionParams.parse(request.params);
    const user = await requireUser(request, reply).catch(() => null);
    const session = await deps.payments.findSession(sessionId);
    if (
      !user ||
      !session ||
      session.metadata.userId !== user.id ||
      new URL(session.successUrl).host !== request.host
    )
      return null;
    return session;
  }

  app.get('/pay/local/:sessionId', { schema: { hide: true } }, async (request, reply) => {
    const session = await ownSession(request, reply);
    if (!session) return html(reply, 404, renderClosedPage(MESSAGES.notFound.title));
    if (session.status === 'complete') return reply.redirect(session.successUrl, 303);
    if (session.status === 'expired')
      return html(reply, 410, renderClosedPage(ADS_EXTRA_MESSAGES.checkoutClosed));
    return html(reply, 200, renderCheckoutPage(session));
  });

  app.post('/pay/local/:sessionId', { schema: { hide: true } }, async (request, reply) => {
    if (!sameOrigin(request.headers.origin, request.host))
      return html(reply, 403, renderClosedPage('This request came from another site.'));
    const session = await ownSession(request, reply);
    if (!session) return html(reply, 404, renderClosedPage(MESSAGES.notFound.title));
    if (session.status !== 'open')
      return html(
        reply,
        409,
        renderClosedPage(
          ADS_EXTRA_MESSAGES.checkoutClosed,
          session.status === 'complete' ? { href: session.successUrl, text: 'Continue' } : undefined,
        ),
      );
    const form = cardForm.safeParse(request.body ?? {});
    const values = form.success ? form.data : {};
    const result = await deps.payments.pay(session.id, values);
    if (!result.ok)
      return html(reply, 402, renderCheckoutPage(session, result.message, values as Record<string, string>));
    await receivePaymentWebhook(deps, result.payload, result.signature, request.log);
    return reply.redirect(session.successUrl, 303);
  });
};
