export { apiClient, configureApiClient, type ApiClientConfig, type RequestOptions } from './client';
export { apiErrorMessage, isApiError, NETWORK_ERROR_MESSAGE } from './errors';
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
  editProduct,
  type ProductSearchParams,
  type SearchPage,
  addProduct,
  advertiseProduct,
  deleteProduct,
  getReportedProducts,
  reportProduct,
} from './calls/products';
export { getFavourites, getFavouriteIds, addFavourite, removeFavourite } from './calls/favourites';
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
export { queryKeys } from './query/query-keys';
export { createQueryClient } from './query/query-client';
export {
  useCategories,
  useCategory,
  useAdvertised,
  useCategoryProducts,
  useProduct,
  useAllProducts,
  useMyProducts,
  useOrders,
  useReceivedOrders,
  useWaitingRequestCount,
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
  useDismissReports,
  useSuspendUser,
  useUnsuspendUser,
  useAddMeetingSpot,
  useUpdateMeetingSpot,
  useDeleteMeetingSpot,
  useUpdateAccountProfile,
  useChangePassword,
  useSetEmailPreferences,
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
  useLiveUpdates,
  subscribeToLiveEvents,
} from './query/conversations';
