import type { Tx } from '../../db/client';
import type { UserRow } from '../accounts/accounts.repository';
import { setListingStatus } from '../listings/post-status.service';
import type { PostsDeps } from '../posts/posts.service';
import { confirmSale } from '../ratings/ratings.service';

/** The listing a trade (meetup or offer) is about, and its buyer. */
export interface TradeSale {
  postId: string;
  buyerId: string;
}

/** The trade's listing marked sold to its buyer, as Mark as Sold does; `settle` runs first, in the same transaction. */
export async function sellTradeListing(
  deps: PostsDeps,
  me: UserRow,
  campusId: string,
  trade: TradeSale,
  settle: (tx: Tx) => Promise<void>,
  last?: (tx: Tx) => Promise<void>,
): Promise<void> {
  await setListingStatus(
    deps,
    me,
    campusId,
    trade.postId,
    { status: 'sold', buyerId: trade.buyerId },
    settle,
    last,
  );
}

/**
 * A handoff code's sale: the trade's row marked sold (`markSold` says whether this call won it), the
 * listing sold to the buyer and, when it won, the sale confirmed for rating. Returns whether it won.
 */
export async function handOverSale(
  deps: PostsDeps,
  me: UserRow,
  campusId: string,
  trade: TradeSale,
  markSold: (tx: Tx) => Promise<boolean>,
): Promise<boolean> {
  let won = false;
  await sellTradeListing(
    deps,
    me,
    campusId,
    trade,
    async (tx) => {
      won = await markSold(tx);
    },
    async (tx) => {
      if (won) await confirmSale(tx, trade.postId);
    },
  );
  return won;
}
