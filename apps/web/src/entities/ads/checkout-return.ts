// /checkout (accounts-and-money §2.3, §4.4): the return point of a phone update that came from the
// checkout flow. It continues the boost the member was setting up (docs/deviations.md).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where /checkout goes: the boost setup of ?post= (a post id), or My Ads when there is none. */
export function checkoutTarget(search: URLSearchParams): string {
  const post = search.get('post');
  return post && UUID.test(post) ? `/post/${post}/boost` : '/ads';
}

/**
 * Where the phone page goes after a saved number: /checkout (with the post being boosted) when it
 * was opened from the checkout flow (?from=checkout), else nowhere (null: stay on the page).
 */
export function phoneUpdateReturnPath(search: URLSearchParams): string | null {
  if (search.get('from') !== 'checkout') return null;
  const post = search.get('post');
  return post && UUID.test(post) ? `/checkout?${new URLSearchParams({ post })}` : '/checkout';
}
