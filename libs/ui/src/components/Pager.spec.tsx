import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from '../theme/UiProvider';
import { Pager, pageCount } from './Pager';

/** A pager over `total` users, 50 a page, that moves when asked. */
function UserPages({ total, loading }: { total: number; loading?: boolean }) {
  const [pageNumber, setPageNumber] = useState(1);
  return (
    <Pager
      label="Pages of users"
      pageNumber={pageNumber}
      pageSize={50}
      total={total}
      noun={{ one: 'user', other: 'users' }}
      onPageChange={setPageNumber}
      loading={loading}
    />
  );
}

const renderPager = (total: number, loading?: boolean) => {
  const user = userEvent.setup();
  render(<UserPages total={total} loading={loading} />, { wrapper: UiProvider });
  return { user, pager: screen.getByRole('navigation', { name: 'Pages of users' }) };
};

describe('Pager', () => {
  it('says how many there are on a single page, by the plural rules, and offers no moves', () => {
    const { pager } = renderPager(3);

    expect(pager).toHaveTextContent(/^3 users$/);
    expect(within(pager).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says "1 user", never "Showing 1–1 of 1 users"', () => {
    const { pager } = renderPager(1);

    expect(pager).toHaveTextContent(/^1 user$/);
  });

  it('is left out for an empty list', () => {
    render(<UserPages total={0} />, { wrapper: UiProvider });

    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('steps through the pages, disabling the moves that lead nowhere', async () => {
    const { user, pager } = renderPager(100_000);
    const button = (name: string) => within(pager).getByRole('button', { name });

    expect(pager).toHaveTextContent('Showing 1–50 of 100,000 users');
    expect(pager).toHaveTextContent('of 2,000');
    expect(button('First')).toBeDisabled();
    expect(button('Previous')).toBeDisabled();

    await user.click(button('Next'));
    expect(pager).toHaveTextContent('Showing 51–100 of 100,000 users');
    expect(within(pager).getByRole('spinbutton', { name: 'Page' })).toHaveValue(2);

    await user.click(button('Last'));
    expect(pager).toHaveTextContent('Showing 99,951–100,000 of 100,000 users');
    expect(button('Next')).toBeDisabled();
    expect(button('Last')).toBeDisabled();

    await user.click(button('Previous'));
    expect(pager).toHaveTextContent('Showing 99,901–99,950');
    await user.click(button('First'));
    expect(pager).toHaveTextContent('Showing 1–50');
  });

  it('goes straight to a page by its number', async () => {
    const { user, pager } = renderPager(120);
    // A new field after each move, showing the page moved to.
    const pageField = () => within(pager).getByRole('spinbutton', { name: 'Page' });

    await user.clear(pageField());
    await user.type(pageField(), '2{Enter}');
    expect(pager).toHaveTextContent('Showing 51–100 of 120 users');

    await user.clear(pageField());
    await user.type(pageField(), '3');
    await user.click(within(pager).getByRole('button', { name: 'Go' }));
    expect(pager).toHaveTextContent('Showing 101–120 of 120 users');
  });

  it('says when the next page is on its way', () => {
    renderPager(120, true);

    expect(screen.getByText('Loading page 1')).toBeInTheDocument();
  });
});

describe('pageCount', () => {
  it('counts the pages a list fills, at least one', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});
