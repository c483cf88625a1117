import { render, screen, within } from '@testing-library/react';
import { UiProvider } from '../theme/UiProvider';
import { RowCard, RowCards } from './RowCards';

describe('RowCards', () => {
  it('is a list named like the table it replaces, a card per row', () => {
    render(
      <RowCards label="All sellers">
        <RowCard
          header={<h2>Ada Lovelace</h2>}
          facts={[
            { id: 'email', label: 'Email', value: 'ada@example.com' },
            { id: 'location', label: 'Location', value: 'Dhaka' },
          ]}
          actions={<button type="button">Verify</button>}
        />
        <RowCard header={<h2>Alan Turing</h2>} facts={[]} />
      </RowCards>,
      { wrapper: UiProvider },
    );

    const cards = within(screen.getByRole('list', { name: 'All sellers' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const ada = within(cards[0]!);
    expect(ada.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    expect(ada.getAllByRole('term').map((term) => term.textContent)).toEqual(['Email', 'Location']);
    expect(ada.getByText('Email').nextElementSibling).toHaveTextContent('ada@example.com');
    expect(ada.getByRole('button', { name: 'Verify' })).toBeVisible();
  });

  it('leaves out the facts and the foot when a row has none', () => {
    render(
      <RowCards label="All sellers">
        <RowCard header={<h2>Alan Turing</h2>} facts={[]} />
      </RowCards>,
      { wrapper: UiProvider },
    );

    const card = screen.getByRole('listitem');
    expect(within(card).queryByRole('term')).not.toBeInTheDocument();
    expect(card).toHaveTextContent(/^Alan Turing$/);
  });
});
