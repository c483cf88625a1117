import { ShellProviders } from '@marketplace/remote-harness';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductSearchField, SEARCH_DELAY_MS } from './ProductSearchField';

// The clock is the test's, so a slow machine cannot turn one typed word into a search per letter.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderField(search = '') {
  const onSearch = jest.fn<void, [string]>();
  render(
    <ShellProviders>
      <ProductSearchField search={search} onSearch={onSearch} />
    </ShellProviders>,
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return {
    onSearch,
    user,
    field: screen.getByRole('searchbox', { name: 'Search by product name' }),
  };
}

describe('the admin product search field', () => {
  it('searches once for a word typed without a pause, when the typing stops', async () => {
    const { onSearch, user, field } = renderField();

    await user.type(field, 'bicy');
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    expect(onSearch.mock.calls).toEqual([['bicy']]);
  });

  it('searches at once on Enter', async () => {
    const { onSearch, user, field } = renderField();

    await user.type(field, 'piano{Enter}');

    expect(onSearch.mock.calls).toEqual([['piano']]);
  });

  it('does not search again for the search it already shows', async () => {
    const { onSearch, user, field } = renderField('lamp');

    expect(field).toHaveValue('lamp');
    await user.type(field, ' ');
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
