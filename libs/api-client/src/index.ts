export {
  ApiRequestError,
  apiClient,
  configureApiClient,
  onApiFailure,
  type ApiClientConfig,
  type RequestOptions,
} from './client';
export { apiErrorMessage, apiErrorMessages, isApiError, NETWORK_ERROR_MESSAGE } from './errors';
export { FIRST_PAGE, type ListPage, getList } from './lists';
export { checkRegistration, register, login, logout, getMe, googleSignInUrl } from './calls/auth';
export { uploadImage } from './calls/images';
export {
  requestPasswordReset,
  confirmPasswordReset,
  confirmEmailVerification,
  resendEmailVerification,
  getAccountProfile,
  updateAccountProfile,
  changePassword,
  startSelling,
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
  shareMeeting,
  getMeetingShares,
} from './calls/orders';
export {
  getUser,
  saveUser,
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
export { getMeetingSpots, getAuditLog, type AuditLogPage } from './calls/trust';
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
  useShareMeeting,
  useReportProduct,
  useAddProduct,
  useAdvertiseProduct,
  useDeleteProduct,
  useEditProduct,
  useAddFavourite,
  useRemoveFavourite,
  useSaveSearch,
  useDeleteSavedSearch,
  useUpdateAccountProfile,
  useChangePassword,
  useSetEmailPreferences,
  useRateOrder,
  useReportNoShow,
  useReportReview,
  useHideReview,
  useDismissReviewReports,
  useInvalidatingMutation,
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
export {
  useOrders,
  useReceivedOrders,
  useWaitingRequestCount,
  useMeetingShares,
} from './query/orders';
export { useLiveUpdates } from './query/live-updates';
export { subscribeToLiveEvents } from './live-events';
export {
  getBlocks,
  blockPerson,
  unblockPerson,
  reportPerson,
  reportMessage,
  getWarnings,
  acknowledgeWarning,
} from './calls/people';
export {
  useBlocks,
  useBlockPerson,
  useUnblockPerson,
  useReportPerson,
  useReportMessage,
  useWarnings,
  useAcknowledgeWarning,
} from './query/people';
