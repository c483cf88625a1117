import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { changePassword, setEmailPreferences, updateAccountProfile } from '../calls/account';
import {
  acceptOrder,
  confirmOrder,
  declineOrder,
  deleteOrder,
  payOrder,
  placeOrder,
  shareMeeting,
} from '../calls/orders';
import { addFavourite, removeFavourite } from '../calls/favourites';
import { deleteSavedSearch, saveSearch } from '../calls/saved-searches';
import {
  addProduct,
  advertiseProduct,
  deleteProduct,
  editProduct,
  reportProduct,
} from '../calls/products';
import {
  dismissReviewReports,
  hideReview,
  rateOrder,
  reportNoShow,
  reportReview,
} from '../calls/reputation';
import { queryKeys } from './query-keys';

/**
 * A mutation that, once it succeeds, refetches the lists it changed. The mutation stays pending
 * until they are refetched, so a screen's "Deleted successfully" appears with the row gone.
 * Toasts belong to the screens (SPEC.md section 8 decides which failures are shown at all):
 * pass `onSuccess`/`onError` to `mutate`, or read `error`.
 */
export function useInvalidatingMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  changes: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Ordering takes the product off the market. */
export const usePlaceOrder = () =>
  useInvalidatingMutation(placeOrder, [queryKeys.orders.all, queryKeys.products.all]);

/** Cancelling puts the product back on the market. */
export const useDeleteOrder = () =>
  useInvalidatingMutation(deleteOrder, [queryKeys.orders.all, queryKeys.products.all]);

/** Every step of the deal changes the orders and the item's status (reserved, sold, on sale). */
const dealChanges = [queryKeys.orders.all, queryKeys.products.all] as const;

export const usePayOrder = () => useInvalidatingMutation(payOrder, dealChanges);

export const useAcceptOrder = () => useInvalidatingMutation(acceptOrder, dealChanges);

export const useDeclineOrder = () => useInvalidatingMutation(declineOrder, dealChanges);

export const useConfirmOrder = () => useInvalidatingMutation(confirmOrder, dealChanges);

export const useShareMeeting = () => useInvalidatingMutation(shareMeeting, [queryKeys.orders.all]);

/** Reports show in the admin's reported list and in the report count of All Products. */
export const useReportProduct = () =>
  useInvalidatingMutation(reportProduct, [queryKeys.reports.all, queryKeys.products.all]);

export const useAddProduct = () => useInvalidatingMutation(addProduct, [queryKeys.products.all]);

export const useAdvertiseProduct = () =>
  useInvalidatingMutation(advertiseProduct, [queryKeys.products.all]);

/** A deleted product leaves the product lists and the reported list, and its orders lose it. */
export const useDeleteProduct = () =>
  useInvalidatingMutation(deleteProduct, [
    queryKeys.products.all,
    queryKeys.reports.all,
    queryKeys.orders.all,
    queryKeys.auditLog.all,
  ]);

/** An edit shows on every card and detail of the product (a price drop included). */
export const useEditProduct = () =>
  useInvalidatingMutation(editProduct, [queryKeys.products.all, queryKeys.favourites.all]);

export const useAddFavourite = () =>
  useInvalidatingMutation(addFavourite, [queryKeys.favourites.all]);

export const useRemoveFavourite = () =>
  useInvalidatingMutation(removeFavourite, [queryKeys.favourites.all]);

export const useSaveSearch = () =>
  useInvalidatingMutation(saveSearch, [queryKeys.savedSearches.all]);

export const useDeleteSavedSearch = () =>
  useInvalidatingMutation(deleteSavedSearch, [queryKeys.savedSearches.all]);

/** A new name or photo shows on the seller's listings and in the admin's user lists. */
export const useUpdateAccountProfile = () =>
  useInvalidatingMutation(updateAccountProfile, [
    queryKeys.account.profile,
    queryKeys.products.all,
    queryKeys.users.all,
  ]);

export const useChangePassword = () => useInvalidatingMutation(changePassword, []);

export const useSetEmailPreferences = () =>
  useInvalidatingMutation(setEmailPreferences, [queryKeys.account.emailPreferences]);

/** A rating moves the rated account's figures, shown on profiles and on every card. */
export const useRateOrder = () =>
  useInvalidatingMutation(rateOrder, [
    queryKeys.orders.all,
    queryKeys.profiles.all,
    queryKeys.products.all,
  ]);

/** A no-show expires the deal and puts the item back on sale. */
export const useReportNoShow = () =>
  useInvalidatingMutation(reportNoShow, [...dealChanges, queryKeys.profiles.all]);

export const useReportReview = () => useInvalidatingMutation(reportReview, []);

export const useHideReview = () =>
  useInvalidatingMutation(hideReview, [
    queryKeys.profiles.all,
    queryKeys.products.all,
    queryKeys.auditLog.all,
  ]);

export const useDismissReviewReports = () =>
  useInvalidatingMutation(dismissReviewReports, [queryKeys.profiles.all, queryKeys.auditLog.all]);
