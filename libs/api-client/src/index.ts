export {
  ApiRequestError,
  configureApiClient,
  onApiFailure,
  type ApiClientConfig,
  type RequestOptions,
} from './client';
export { apiErrorMessage, apiErrorMessages, isApiError, NETWORK_ERROR_MESSAGE } from './errors';
export { FIRST_PAGE, type ListPage } from './lists';
export { checkRegistration, register, login, logout, getMe, googleSignInUrl } from './calls/auth';
export { uploadImage } from './calls/images';
export {
  requestPasswordReset,
  confirmPasswordReset,
  getAccountProfile,
  updateAccountProfile,
  changePassword,
  getEmailPreferences,
  setEmailPreferences,
} from './calls/account';
export {
  placeOrder,
  getOrders,
  deleteOrder,
  payOrder,
  acceptOrder,
  declineOrder,
  confirmOrder,
  getReceivedOrders,
} from './calls/orders';
export {
  getUser,
  saveUser,
  verifySeller,
  deleteUser,
  getSellers,
  getAllUsers,
  getAdminRole,
  getSellerRole,
} from './calls/users';
export {
  getCategories,
  getCategory,
  getAdvertised,
  getCategoryProducts,
  getAllProducts,
  getMyProducts,
  getProduct,
  searchProducts,
  searchPlaces,
  editProduct,
  addProduct,
  advertiseProduct,
  deleteProduct,
  getReportedProducts,
  reportProduct,
  revealProductPhone,
} from './calls/products';
export { getFavourites, getFavouriteIds, addFavourite, removeFavourite } from './calls/favourites';
export { getSavedSearches, saveSearch, deleteSavedSearch } from './calls/saved-searches';
export {
  getMeetingSpots,
  addMeetingSpot,
  updateMeetingSpot,
  deleteMeetingSpot,
  getAuditLog,
  type AuditLogPage,
  dismissReports,
  suspendUser,
  unsuspendUser,
} from './calls/trust';
export {
  rateOrder,
  reportNoShow,
  getSellerProfile,
  getSellerProducts,
  getSellerReviews,
  getBuyerProfile,
  reportReview,
  getReportedReviews,
  hideReview,
  dismissReviewReports,
} from './calls/reputation';
export { queryKeys } from './query/query-keys';
export { useSavedSearches } from './query/saved-searches';
export { createQueryClient } from './query/query-client';
export {
  useCategories,
  useCategory,
  useAdvertised,
  useCategoryProducts,
  useProduct,
  useListingPhone,
  useAllProducts,
  useMyProducts,
  useSellers,
  useAllUsers,
  useReportedProducts,
  useProductSearch,
  useFavourites,
  useFavouriteIds,
  useMeetingSpots,
  useAuditLog,
  useAccountProfile,
  useEmailPreferences,
  useSellerProfile,
  useSellerProducts,
  useMoreSellerReviews,
  useBuyerProfile,
  useReportedReviews,
} from './query/queries';
export {
  usePlaceOrder,
  useDeleteOrder,
  usePayOrder,
  useAcceptOrder,
  useDeclineOrder,
  useConfirmOrder,
  useReportProduct,
  useAddProduct,
  useAdvertiseProduct,
  useDeleteProduct,
  useVerifySeller,
  useDeleteUser,
  useEditProduct,
  useAddFavourite,
  useRemoveFavourite,
  useSaveSearch,
  useDeleteSavedSearch,
  useDismissReports,
  useSuspendUser,
  useUnsuspendUser,
  useAddMeetingSpot,
  useUpdateMeetingSpot,
  useDeleteMeetingSpot,
  useUpdateAccountProfile,
  useChangePassword,
  useSetEmailPreferences,
  useRateOrder,
  useReportNoShow,
  useReportReview,
  useHideReview,
  useDismissReviewReports,
} from './query/mutations';
export {
  openConversation,
  getConversations,
  getConversation,
  getMessages,
  sendMessage,
  markConversationRead,
  getUnreadCount,
} from './calls/conversations';
export {
  useConversations,
  useConversation,
  useMessages,
  useUnreadCount,
  useOpenConversation,
  useSendMessage,
  useMarkConversationRead,
} from './query/conversations';
export { useOrders, useReceivedOrders, useWaitingRequestCount } from './query/orders';
export { useLiveUpdates } from './query/live-updates';
export { subscribeToLiveEvents } from './live-events';
export {
  getBlocks,
  blockPerson,
  unblockPerson,
  reportPerson,
  reportMessage,
  getReportedPeople,
  getReportedMessages,
  dismissPersonReports,
  dismissMessageReports,
  warnPerson,
  getWarnings,
  acknowledgeWarning,
} from './calls/people';
export {
  useBlocks,
  useBlockPerson,
  useUnblockPerson,
  useReportPerson,
  useReportMessage,
  useReportedPeople,
  useReportedMessages,
  useDismissPersonReports,
  useDismissMessageReports,
  useWarnPerson,
  useWarnings,
  useAcknowledgeWarning,
} from './query/people';
