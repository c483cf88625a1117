import { ApiRequestError, type ListPage } from '@marketplace/api-client';
import type { UrlPaging } from '@marketplace/routing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../theme/UiProvider';
import { type ListQuery, PagedList } from './PagedList';

const NAMES = Array.from({ length: 120 }, (_, index) => `Lamp ${index + 1}`);

const query = (overrides: Partial<ListQuery<string>>): ListQuery<string> => ({
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  isPlaceholderData: false,
  refetch: jest.fn(() => Promise.resolve()),
  ...overrides,
});

const pageOf = (pageNumber: number): ListPage<string> => ({
  items: NAMES.slice((pageNumber - 1) * 50, pageNumber * 50),
  total: NAMES.length,
  capped: false,
});

const paging = (pageNumber: number): UrlPaging => ({
  pageNumber,
  query: { limit: 50, offset: (pageNumber - 1) * 50 },
  goTo: jest.fn(),
});

function renderList(listQuery: ListQuery<string>, pages: UrlPaging = paging(1)) {
  const user = userEvent.setup();
  render(
    <PagedList
      noun={{ one: 'lamp', other: 'lamps' }}
      query={listQuery}
      paging={pages}
      failureTitle="The lamps could not be loaded."
      emptyMessage="No lamps yet"
    >
      {({ items, firstNumber }) => (
        <ol start={firstNumber} aria-label="Lamps">
          {items.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ol>
      )}
    </PagedList>,
    { wrapper: UiProvider },
  );
  return { user };
}

describe('PagedList', () => {
  it('names the wait while the first page loads', () => {
    renderList(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading lamps');
  });

  it('shows a page of items and its pager', () => {
    renderList(query({ data: pageOf(2) }), paging(2));
    expect(screen.getByRole('list', { name: 'Lamps' })).toHaveAttribute('start', '51');
    expect(screen.getByRole('navigation', { name: 'Pages of lamps' })).toHaveTextContent(
      'Showing 51–100 of 120 lamps',
    );
  });

  it('says the list is empty, without a pager', () => {
    renderList(query({ data: { items: [], total: 0, capped: false } }));
    expect(screen.getByText('No lamps yet')).toBeVisible();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says why the list failed, and asks again on Try again', async () => {
    const failed = query({
      isError: true,
      error: new ApiRequestError('refused', {
        status: 503,
        headers: new Headers(),
        data: { statusCode: 503, error: 'Service Unavailable', message: 'Down for maintenance' },
      }),
    });
    const { user } = renderList(failed);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The lamps could not be loaded. Down for maintenance',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('moves an address past the last page to the last page, in place', () => {
    const pastTheEnd = paging(9);
    renderList(query({ data: { items: [], total: 120, capped: false } }), pastTheEnd);
    expect(pastTheEnd.goTo).toHaveBeenCalledWith(3, { replace: true });
  });
});
