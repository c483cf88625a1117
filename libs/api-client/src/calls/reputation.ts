import {
  type InsertResult,
  type PageQuery,
  type Product,
  type Profile,
  type RatingInput,
  type ReportInput,
  type ReportedReview,
  type Review,
  type UpdateResult,
  endpoints,
} from '@marketplace/contracts';
import { type RequestOptions, apiClient } from '../client';
import { FIRST_PAGE, type ListPage, getList } from '../lists';
import { nextBeforeOf } from './trust';

/** One side of a completed deal rates the other. */
export async function rateOrder({
  orderId,
  ...rating
}: RatingInput & { orderId: string }): Promise<InsertResult> {
  return (await apiClient.post<InsertResult>(endpoints.rateOrder(orderId), rating)).data;
}

/** One side of an accepted deal, once the meeting is due, reports that the other did not come. */
export async function reportNoShow(orderId: string): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.reportNoShow(orderId))).data;
}

export async function getSellerProfile(id: string, { signal }: RequestOptions = {}) {
  return (await apiClient.get<Profile>(endpoints.sellerProfile(id), { signal })).data;
}

/** The seller's listings for sale, newest first. */
export function getSellerProducts(
  id: string,
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<Product>> {
  return getList<Product>(endpoints.sellerProducts(id), page, {}, options);
}

/** A page of reviews about a seller, older than the review `before`. */
export async function getSellerReviews(
  id: string,
  before: string,
  { signal }: RequestOptions = {},
): Promise<{ items: Review[]; nextBefore: string | null }> {
  const response = await apiClient.get<Review[]>(endpoints.sellerReviews(id), {
    params: { before },
    signal,
  });
  return { items: response.data, nextBefore: nextBeforeOf(response.headers.get('link')) };
}

export async function getBuyerProfile(id: string, { signal }: RequestOptions = {}) {
  return (await apiClient.get<Profile>(endpoints.buyerProfile(id), { signal })).data;
}

export async function reportReview({
  reviewId,
  ...report
}: ReportInput & { reviewId: string }): Promise<UpdateResult> {
  return (await apiClient.put<UpdateResult>(endpoints.reportReview(reviewId), report)).data;
}

export function getReportedReviews(
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<ReportedReview>> {
  return getList<ReportedReview>(endpoints.reportedReviews, page, {}, options);
}

/** An admin hides a review from its profile and its subject's average. */
export async function hideReview(reviewId: string): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.hideReview(reviewId))).data;
}

/** An admin closes a review's reports and keeps the review. */
export async function dismissReviewReports(reviewId: string): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.dismissReviewReports(reviewId))).data;
}
