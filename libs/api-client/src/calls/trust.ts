import {
  type AuditEntry,
  type MeetingSpot,
  type PageQuery,
  TOTAL_COUNT_HEADER,
  endpoints,
} from '@marketplace/contracts';
import { type RequestOptions, apiClient } from '../client';
import { FIRST_PAGE, type ListPage, getList } from '../lists';

/** `q` matches name, area or address; spots in the area `near` names (a listing's location) come first. */
export function getMeetingSpots(
  filters: { q?: string; near?: string; productId?: string },
  page: PageQuery = FIRST_PAGE,
  options?: RequestOptions,
): Promise<ListPage<MeetingSpot>> {
  const params: Record<string, string> = {};
  if (filters.q) params.q = filters.q;
  if (filters.near) params.near = filters.near;
  if (filters.productId) params.productId = filters.productId;
  return getList<MeetingSpot>(endpoints.meetingSpots, page, params, options);
}

/** A page of the audit log, newest first: `before` is the id of the last entry already seen. */
export interface AuditLogPage {
  items: AuditEntry[];
  total: number;
  /** The `before` of the next (older) page, or null on the last one. */
  nextBefore: string | null;
}

export async function getAuditLog(
  before: string | undefined,
  limit: number,
  { signal }: RequestOptions = {},
): Promise<AuditLogPage> {
  const response = await apiClient.get<AuditEntry[]>(endpoints.auditLog, {
    params: { ...(before ? { before } : {}), limit },
    signal,
  });
  return {
    items: response.data,
    total: Number(response.headers.get(TOTAL_COUNT_HEADER)) || response.data.length,
    nextBefore: nextBeforeOf(response.headers.get('link')),
  };
}

/** The `before` of the next page a keyset-paged list names in its `Link` header, or null. */
export function nextBeforeOf(link: string | null): string | null {
  const next = /<[^>]*[?&]before=(\d+)[^>]*>; rel="next"/.exec(link ?? '');
  return next?.[1] ?? null;
}
