import type { ListPage } from '@marketplace/api-client';
import type { UrlPaging } from '@marketplace/routing';
import { type ReactNode, useEffect } from 'react';
import { EmptyState } from '../components/EmptyState';
import { FailurePanel } from '../components/FailurePanel';
import { Pager, pageCount } from '../components/Pager';
import { Loader } from '../components/Spinner';
import type { Noun } from '../utils/format';

/** The part of a list query (`useQuery` over a `ListPage`) a paged list reads. */
export interface ListQuery<Item> {
  data: ListPage<Item> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

export interface ListPageShown<Item> {
  items: readonly Item[];
  total: number;
  /** The number of the page's first item, 1 on the first page. */
  firstNumber: number;
  /** The next page is on its way; these items stay readable meanwhile. */
  stale: boolean;
}

export interface PagedListProps<Item> {
  /** Lower case, both forms: `{ one: 'order', other: 'orders' }`. Names the wait and the pages. */
  noun: Noun;
  query: ListQuery<Item>;
  /** Page numbers in the address (`useUrlPaging`); or else `pager`, for a list paged otherwise. */
  paging: UrlPaging | { pager: ReactNode };
  /** What could not be loaded: "Your products could not be loaded." */
  failureTitle: string;
  /** SPEC.md's words for an empty list, e.g. 'NO DATA' or 'No Reports Found'. */
  emptyMessage: ReactNode;
  /** A next step from the empty list, such as a link to add the first product. */
  emptyAction?: ReactNode;
  /** Names the wait; `Loading <noun>` unless given. */
  loadingLabel?: string;
  /** Names the pager's landmark; `Pages of <noun>` unless given. */
  pagerLabel?: string;
  /** The page's items, as the list shows them. */
  children: (page: ListPageShown<Item>) => ReactNode;
}

/**
 * The one way a list read a page at a time is shown: a spinner, a failure with "Try again", the
 * empty state, or the page and its pager. An address past the last page (the last row of the last
 * page was deleted, or an old link) is corrected to the last page.
 */
export function PagedList<Item>({
  noun,
  query,
  paging,
  failureTitle,
  emptyMessage,
  emptyAction,
  loadingLabel = `Loading ${noun.other}`,
  pagerLabel = `Pages of ${noun.other}`,
  children,
}: PagedListProps<Item>) {
  const { data, isPending, isError, error, isPlaceholderData, refetch } = query;
  const total = data?.total ?? 0;
  const numbered = 'goTo' in paging ? paging : null;
  const lastPage = numbered ? pageCount(total, numbered.query.limit) : 1;
  const beyondTheEnd =
    numbered !== null && data !== undefined && !isPlaceholderData && numbered.pageNumber > lastPage;
  const goTo = numbered?.goTo;

  useEffect(() => {
    if (beyondTheEnd) goTo?.(lastPage, { replace: true });
  }, [beyondTheEnd, goTo, lastPage]);

  const failure = isError && (
    <FailurePanel title={failureTitle} error={error} onRetry={() => void refetch()} />
  );
  if ((!data && isPending) || beyondTheEnd) return <Loader label={loadingLabel} />;
  if (!data) return failure;
  if (total === 0 || data.items.length === 0) {
    return (
      <>
        {failure}
        <EmptyState message={emptyMessage} action={emptyAction} />
      </>
    );
  }
  return (
    <>
      {failure}
      {children({
        items: data.items,
        total,
        firstNumber: (numbered?.query.offset ?? 0) + 1,
        stale: isPlaceholderData,
      })}
      {numbered ? (
        <Pager
          label={pagerLabel}
          pageNumber={numbered.pageNumber}
          pageSize={numbered.query.limit}
          total={total}
          noun={noun}
          onPageChange={numbered.goTo}
          loading={isPlaceholderData}
        />
      ) : (
        'pager' in paging && paging.pager
      )}
    </>
  );
}
