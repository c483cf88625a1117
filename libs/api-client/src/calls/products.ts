import {
  ALL_CATEGORIES,
  type AdminProduct,
  type Category,
  type DeleteResult,
  type InsertResult,
  type ListingPhone,
  type Place,
  type PageQuery,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  type Product,
  type ProductDetail,
  type ProductEdit,
  type ProductInput,
  type ProductSearchParams,
  type ReportInput,
  type ReportedProduct,
  type SearchPage,
  type UpdateResult,
  endpoints,
  searchRequestOf,
} from '@marketplace/contracts';
import { type RequestOptions, apiClient } from '../client';
import { FIRST_PAGE, type ListPage, getList } from '../lists';

export function getCategories(
  page: PageQuery = ALL_CATEGORIES,
  options?: RequestOptions,
): Promise<ListPage<Category>> {
  return getList<Category>(endpoints.categories, page, {}, options);
}

/** One category by name in any case: its canonical spelling, or 404. */
export async function getCategory(
  name: string,
  { signal }: RequestOptions = {},
): Promise<Category> {
  return (await apiClient.get<Category>(endpoints.category(name), { signal })).data;
}

export function getAdvertised(
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<Product>> {
  return getList<Product>(endpoints.advertised, page, {}, options);
}

/** A category's listings; with `discount`, only those at least that many percent below new. */
export function getCategoryProducts(
  category: string,
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
  discount?: number,
): Promise<ListPage<Product>> {
  return getList<Product>(
    endpoints.products,
    page,
    discount === undefined ? { category } : { category, discount: String(discount) },
    options,
  );
}

/** Every product, for the admin; `search` matches names (empty for all). */
export function getAllProducts(
  search: string,
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<AdminProduct>> {
  return getList<AdminProduct>(endpoints.allProducts, page, search ? { search } : {}, options);
}

export function getMyProducts(
  email: string,
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<Product>> {
  return getList<Product>(endpoints.myProducts, page, { email }, options);
}

export async function getProduct(
  id: string,
  { signal }: RequestOptions = {},
): Promise<ProductDetail> {
  return (await apiClient.get<ProductDetail>(endpoints.product(id), { signal })).data;
}

/** "Show phone number": the listing's phone, counted against the signed-in account's hourly limit. */
export async function revealProductPhone(
  id: string,
  { signal }: RequestOptions = {},
): Promise<ListingPhone> {
  return (await apiClient.get<ListingPhone>(endpoints.productPhone(id), { signal })).data;
}

/** The gazetteer's places whose name starts with `prefix`, best first (the place type-ahead). */
export async function searchPlaces(
  prefix: string,
  { signal }: RequestOptions = {},
): Promise<Place[]> {
  return (await apiClient.get<Place[]>(endpoints.places, { params: { q: prefix }, signal })).data;
}

export async function searchProducts(
  params: ProductSearchParams,
  cursor: string | undefined,
  { signal }: RequestOptions = {},
): Promise<SearchPage> {
  const query = searchRequestOf(params);
  if (cursor) query.cursor = cursor;
  const response = await apiClient.get<Product[]>(endpoints.searchProducts, {
    params: query,
    signal,
  });
  const header = (name: string) => response.headers.get(name);
  return {
    items: response.data,
    total: Number(header(TOTAL_COUNT_HEADER) ?? response.data.length),
    capped: header(TOTAL_COUNT_CAPPED_HEADER) === 'true',
    nextCursor: header(NEXT_CURSOR_HEADER) || undefined,
  };
}

export async function editProduct({
  id,
  changes,
}: {
  id: string;
  changes: ProductEdit;
}): Promise<UpdateResult> {
  return (await apiClient.patch<UpdateResult>(endpoints.advertise(id), changes)).data;
}

export async function addProduct(body: ProductInput): Promise<InsertResult> {
  return (await apiClient.post<InsertResult>(endpoints.products, body)).data;
}

export async function advertiseProduct(id: string): Promise<UpdateResult> {
  return (await apiClient.put<UpdateResult>(endpoints.advertise(id))).data;
}

/** Deletes a seller's product, or (for an admin) a reported one. */
export async function deleteProduct(id: string): Promise<DeleteResult> {
  return (await apiClient.delete<DeleteResult>(endpoints.deleteProduct(id))).data;
}

export function getReportedProducts(
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<ReportedProduct>> {
  return getList<ReportedProduct>(endpoints.reportedProducts, page, {}, options);
}

/** Without a reason, as SPEC.md's client sends it, the API records `other`. */
export async function reportProduct(
  report: string | ({ productId: string } & ReportInput),
): Promise<UpdateResult> {
  if (typeof report === 'string') {
    return (await apiClient.put<UpdateResult>(endpoints.report(report))).data;
  }
  const { productId, ...body } = report;
  return (await apiClient.put<UpdateResult>(endpoints.report(productId), body)).data;
}
