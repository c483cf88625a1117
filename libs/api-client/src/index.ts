export { apiClient, configureApiClient, type ApiClientConfig, type RequestOptions } from './client';
export { apiErrorMessage, isApiError, NETWORK_ERROR_MESSAGE } from './errors';
export { FIRST_PAGE, type ListPage } from './lists';
export { register, login, logout, getMe, googleSignInUrl } from './calls/auth';
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
export { placeOrder, getOrders, deleteOrder, payOrder, getReceivedOrders } from './calls/orders';
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
  getAdvertised,
  getCategoryProducts,
  getAllProducts,
  getMyProducts,
  getProduct,
  addProduct,
  advertiseProduct,
  deleteProduct,
  getReportedProducts,
  reportProduct,
} from './calls/products';
export { queryKeys } from './query/query-keys';
export { createQueryClient } from './query/query-client';
export {
  useCategories,
  useAdvertised,
  useCategoryProducts,
  useProduct,
  useAllProducts,
  useMyProducts,
  useOrders,
  useReceivedOrders,
  useSellers,
  useAllUsers,
  useReportedProducts,
  useAccountProfile,
  useEmailPreferences,
} from './query/queries';
export {
  usePlaceOrder,
  useDeleteOrder,
  usePayOrder,
  useReportProduct,
  useAddProduct,
  useAdvertiseProduct,
  useDeleteProduct,
  useVerifySeller,
  useDeleteUser,
  useUpdateAccountProfile,
  useChangePassword,
  useSetEmailPreferences,
} from './query/mutations';
