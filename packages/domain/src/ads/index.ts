/**
 * Ads, boost, payments and analytics: the API contract (accounts-and-money §2.3, §4.6, §4.7, §5, §7.4,
 * §7.5, §8, §9; community §4, §7).
 *
 * Errors are `{ error: { code, message, fields? } }` (apiErrorSchema). "member" = signed in (401
 * not_signed_in), account verified (403 not_verified) and school-verified on this campus (403
 * verify_school). Campus routes run on the campus host ({campus}.{BASE_DOMAIN}); a stranger's ad
 * answers 404 ad_not_found exactly like a missing one.
 *
 * | Method | Path | Auth | Body / query | 2xx response | Errors |
 * |---|---|---|---|---|---|
 * | GET  | /api/posts/:id/boost | member, post owner | – | 200 boostPageSchema | 404 post_missing; 403 not_owner (boostFailed); 409 already_boosted |
 * | POST | /api/posts/:id/boost | member, post owner | boostBody (optional clientKey: a repeat with it answers 201 with the first ad and checkout) | 201 boostCreatedSchema (ad in checkout; send the browser to checkoutUrl; alert processing) | 400 validation_error (fields url / label with the spec's messages); 404 post_missing; 403 not_owner; 409 already_boosted, post_sold; 502 checkout_failed (boostFailed) |
 * | GET  | /api/boost/sessions/:sessionId | signed in, ad owner | – | 200 boostSessionSchema (fulfils from the provider when paid; idempotent) | 404 ad_not_found |
 * | POST | /api/boost/sessions/:sessionId/cancel | signed in, ad owner | – | 200 boostCancelSchema (an unpaid ad is deleted; alert cancelled) | 404 ad_not_found |
 * | GET  | /api/ads | signed in | ?cursor | 200 adsPageSchema (mine on this campus, newest first, ADS_PAGE_SIZE) | 401 |
 * | GET  | /api/ads/:id | signed in, owner | – | 200 adSchema | 404 ad_not_found |
 * | PATCH | /api/ads/:id | member, owner | renameAdBody | 200 adSchema (alert savedChanges) | 400 validation_error; 404 ad_not_found |
 * | POST | /api/ads/:id/pause | member, owner | – | 200 adSchema (alert paused) | 404; 409 not_active (onlyActiveCanPause) |
 * | POST | /api/ads/:id/resume | member, owner | – | 200 adSchema (alert resumed) | 404; 409 not_paused (onlyPausedCanResume) |
 * | POST | /api/ads/:id/stop | member, owner | – | 200 adSchema (alert stopped) | 404; 409 already_stopped (alreadyStopped; also for completed, checkout…) |
 * | DELETE | /api/ads/:id | member, owner | – | 204 | 404 ad_not_found |
 * | POST | /api/analytics | anyone | analyticsBody | 204 always (failures only logged) | 400 validation_error only |
 * | GET  | /api/me/payments | verified | – | 200 paymentsSchema | 401, 403 |
 * | GET  | /api/feed | (existing) | – | feedPageSchema: sponsored posts (isSponsored true, cta, ad) after every 4th post, each at most once per page (none already among the page's posts), only of the filtered category | – |
 * | POST | /api/payments/stripe/webhook | Stripe-Signature | raw JSON | 200 { received: true } | 400 bad_signature |
 * | GET  | /pay/local/:sessionId | signed in, owner (HTML) | – | the local checkout page | 404 page |
 * | POST | /pay/local/:sessionId | signed in, owner (form) | cardNumber, expiry, cvc, name | 303 → /pay/local/:sessionId/return?sig=… → 303 success URL; a decline re-renders the page (402) | – |
 *
 * Checkout returns to /post/{id}/boost/success?session_id={id} or /post/{id}/boost/cancel?session_id={id}.
 * Post page: postSchema.ad is the post's latest paid ad {id, status}; postAdControls() picks the badge
 * and button. Feed entries with isSponsored true are the ad's insertions (community §4).
 * Live: the owner's user topic on /api/ws carries 'ad.updated' {adId, postId} after activation, pause,
 * resume, stop, rename, delete, expiry and each counted analytics action; refetch GET /api/ads/:id.
 */
export * from './messages';
export * from './rules';
export * from './schemas';
