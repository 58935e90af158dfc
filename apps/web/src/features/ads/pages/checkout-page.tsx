import { Navigate, useSearchParams } from 'react-router';
import { checkoutTarget } from '../../../entities/ads/checkout-return';

/**
 * /checkout (signed in): where a phone update that came from the checkout flow returns. It carries
 * the member on with the boost of ?post= (its setup page, which pays through the checkout or says
 * the post is already boosted), or to My Ads without one.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  return <Navigate to={checkoutTarget(params)} replace />;
}
