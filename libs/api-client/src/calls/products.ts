import {
  type AdminProduct,
  type Category,
  type DeleteResult,
  type InsertResult,
  MAX_PAGE_SIZE,
  type PageQuery,
  type Product,
  type ProductInput,
  type ReportInput,
  type ReportedProduct,
  type UpdateResult,
  endpoints,
} from '@marketplace/contracts';
import { type RequestOptions, apiClient } from '../client';
import { FIRST_PAGE, type ListPage, getList } from '../lists';

/** Categories are few; one full page serves the home cards and the add-product select. */
const ALL_CATEGORIES: PageQuery = { limit: MAX_PAGE_SIZE, offset: 0 };

export function getCategories(
  page: PageQuery = ALL_CATEGORIES,
  options?: RequestOptions,
): Promise<ListPage<Category>> {
  return getList<Category>(endpoints.categories, page, {}, options);
}

export function getAdvertised(
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<Product>> {
  return getList<Product>(endpoints.advertised, page, {}, options);
}

export function getCategoryProducts(
  category: string,
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<Product>> {
  return getList<Product>(endpoints.products, page, { category }, options);
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

export async function getProduct(id: string, { signal }: RequestOptions = {}): Promise<Product> {
  return (await apiClient.get<Product>(endpoints.product(id), { signal })).data;
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
