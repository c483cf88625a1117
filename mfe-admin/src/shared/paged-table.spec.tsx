import { useUrlPaging } from '@marketplace/routing';
import { PagedTable } from '@marketplace/ui';
import { useAllUsers } from '@marketplace/api-client';
import type { User } from '@marketplace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  anAccount,
  heldReply,
  listReply,
  pretendToBeAPhone,
  renderAdminPage,
  setUpTestApi,
} from '../testing/admin-test-kit';

const api = setUpTestApi();

/** The building block with the least around it: names, a page at a time. */
function UserNames() {
  const paging = useUrlPaging();
  const users = useAllUsers(paging.query);
  return (
    <PagedTable
      title="All Users"
      noun={{ one: 'user', other: 'users' }}
      query={users}
      paging={paging}
      emptyMessage="No users yet"
      columns={[{ id: 'name', header: 'Name', rowHeader: true, cell: (user) => user.name }]}
    />
  );
}

const HUNDRED_THOUSAND = 100_000;

/** Answers like the API over `total` users named "User <n>", newest first. */
function serveUsers(total: number) {
  api.current.route('GET', '/alluer', (request) => {
    const limit = Number(request.query.get('limit'));
    const offset = Number(request.query.get('offset'));
    const count = Math.max(0, Math.min(limit, total - offset));
    const items: User[] = Array.from({ length: count }, (_, index) =>
      anAccount({ _id: String(offset + index + 1), name: `User ${offset + index + 1}` }),
    );
    return listReply(items, total);
  });
}

const pageAsked = () => {
  const last = api.current.requests.filter((request) => request.path === '/alluer').at(-1);
  return { limit: last?.query.get('limit'), offset: last?.query.get('offset') };
};

const rowNames = () =>
  within(screen.getByRole('table', { name: 'All Users' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('a paged admin table', () => {
  it('shows the first 50 of 100 000 users with the total in the heading', async () => {
    serveUsers(HUNDRED_THOUSAND);
    renderAdminPage(<UserNames />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading users');
    expect(
      await screen.findByRole('heading', { name: 'All Users (100,000)', level: 1 }),
    ).toBeVisible();
    expect(rowNames()).toHaveLength(50);
    expect(rowNames()[0]).toBe('User 1');
    expect(pageAsked()).toEqual({ limit: '50', offset: '0' });
    const pager = screen.getByRole('navigation', { name: 'Pages of users' });
    expect(pager).toHaveTextContent('Showing 1–50 of 100,000 users');
    expect(within(pager).getByRole('spinbutton', { name: 'Page' })).toHaveValue(1);
    expect(pager).toHaveTextContent('of 2,000');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('keeps the page on screen, marked busy, while the next one loads', async () => {
    serveUsers(HUNDRED_THOUSAND);
    const { user, search } = renderAdminPage(<UserNames />);
    await screen.findByRole('table', { name: 'All Users' });

    const secondPage = heldReply(listReply([anAccount({ _id: '51', name: 'User 51' })], 60));
    api.current.route('GET', '/alluer', () => secondPage.reply);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(search()).toBe('?page=2');
    expect(await screen.findByText('Loading page 2')).toBeInTheDocument();
    expect(rowNames()[0]).toBe('User 1');
    expect(screen.getByRole('table', { name: 'All Users' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );

    secondPage.release();
    await waitFor(() => expect(rowNames()).toEqual(['User 51']));
    expect(pageAsked()).toEqual({ limit: '50', offset: '50' });
    expect(screen.getByRole('navigation', { name: 'Pages of users' })).toHaveTextContent(
      'Showing 51–60 of 60 users',
    );
  });

  it('goes to the last page, or straight to a page by its number', async () => {
    serveUsers(HUNDRED_THOUSAND);
    const { user, search } = renderAdminPage(<UserNames />);
    await screen.findByRole('table', { name: 'All Users' });

    await user.click(screen.getByRole('button', { name: 'Last' }));
    await waitFor(() => expect(rowNames()[0]).toBe('User 99951'));
    expect(pageAsked()).toEqual({ limit: '50', offset: '99950' });
    expect(search()).toBe('?page=2000');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    const pageField = screen.getByRole('spinbutton', { name: 'Page' });
    await user.clear(pageField);
    await user.type(pageField, '1234{Enter}');
    await waitFor(() => expect(rowNames()[0]).toBe('User 61651'));
    expect(search()).toBe('?page=1234');

    await user.click(screen.getByRole('button', { name: 'First' }));
    await waitFor(() => expect(rowNames()[0]).toBe('User 1'));
    expect(search()).toBe('');
  });

  it('opens on the page the address names', async () => {
    serveUsers(HUNDRED_THOUSAND);
    renderAdminPage(<UserNames />, '/dashbord/page?page=3');

    await waitFor(() => expect(rowNames()[0]).toBe('User 101'));
    expect(pageAsked()).toEqual({ limit: '50', offset: '100' });
  });

  it('moves back to the last page when the page asked for is past the end', async () => {
    serveUsers(60);
    const { search } = renderAdminPage(<UserNames />, '/dashbord/page?page=9');

    await waitFor(() => expect(search()).toBe('?page=2'));
    await waitFor(() =>
      expect(rowNames()).toEqual(Array.from({ length: 10 }, (_, i) => `User ${51 + i}`)),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Users (60)');
  });

  it('says why the list failed to load, and tries again on request', async () => {
    api.current.route('GET', '/alluer', {
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'Administrators only' },
    });
    const { user } = renderAdminPage(<UserNames />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the users: Administrators only',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No users yet')).not.toBeInTheDocument();

    serveUsers(2);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(rowNames()).toEqual(['User 1', 'User 2']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the list is empty, without a table, pager or count', async () => {
    serveUsers(0);
    renderAdminPage(<UserNames />);

    expect(await screen.findByText('No users yet')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^All Users$/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows no page controls when everything fits on one page', async () => {
    serveUsers(3);
    renderAdminPage(<UserNames />);

    const pager = await screen.findByRole('navigation', { name: 'Pages of users' });
    expect(pager).toHaveTextContent(/^3 users$/);
    expect(within(pager).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows each row as a card on a phone, its facts labelled and its actions in reach', async () => {
    pretendToBeAPhone();
    serveUsers(2);
    renderAdminPage(<UserCards />);

    const list = await screen.findByRole('list', { name: 'All Users' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('User 1')).toBeVisible();
    expect(first.getByRole('term')).toHaveTextContent('Email');
    expect(first.getByRole('definition')).toHaveTextContent('user.1@example.com');
    expect(first.getByRole('button', { name: 'Wave at User 1' })).toBeVisible();
    expect(first.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

/** Columns of every kind a card arranges: a title, a fact, an action, and one phones leave out. */
function UserCards() {
  const paging = useUrlPaging();
  const users = useAllUsers(paging.query);
  return (
    <PagedTable
      title="All Users"
      noun={{ one: 'user', other: 'users' }}
      query={users}
      paging={paging}
      emptyMessage="No users yet"
      columns={[
        {
          id: 'select',
          header: <input type="checkbox" aria-label="Select all" disabled />,
          cell: () => <input type="checkbox" aria-label="Select" disabled />,
          onPhone: 'hidden',
        },
        { id: 'name', header: 'Name', rowHeader: true, cell: (user) => user.name },
        { id: 'email', header: 'Email', cell: (user) => user.email },
        {
          id: 'action',
          header: 'Action',
          cell: (user) => <button type="button">Wave at {user.name}</button>,
          onPhone: 'actions',
        },
      ]}
    />
  );
}
