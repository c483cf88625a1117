import { getList, queryKeys } from '@marketplace/api-client';
import type { ReceivedReview } from '@marketplace/contracts';
import { useQuery } from '@tanstack/react-query';

/*
 * The ratings the signed-in account was given, which only My Orders reads. Here, not in the shared
 * api-client, which every visitor's first page downloads whole.
 */

const RECEIVED_REVIEWS_PATH = '/reviews/received';
/** The API's largest page: My Orders shows ten orders, and each deal is rated at most once a side. */
const NEWEST_RATINGS = { limit: 100, offset: 0 };

/** Each rating given to the signed-in account, by the order it was for. */
export function useRatingsByOrder() {
  return useQuery({
    // Under the orders: a deal that changes may have been rated.
    queryKey: [...queryKeys.orders.all, 'ratings-received'],
    queryFn: async ({ signal }) => {
      const page = await getList<ReceivedReview>(
        RECEIVED_REVIEWS_PATH,
        NEWEST_RATINGS,
        {},
        {
          signal,
        },
      );
      return new Map(page.items.map((review) => [review.orderId, review]));
    },
  });
}
