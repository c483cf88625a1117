import { render, screen, within } from '@testing-library/react';
import { UiProvider } from '../theme/UiProvider';
import { Table, type TableColumn } from './Table';

interface Seller {
  id: string;
  name: string;
  email: string;
}

const columns: TableColumn<Seller>[] = [
  { id: 'index', header: '#', cell: (_seller, index) => index + 1 },
  { id: 'name', header: 'Name', cell: (seller) => seller.name, rowHeader: true },
  { id: 'email', header: 'Email', cell: (seller) => seller.email },
];

const sellers: Seller[] = [
  { id: 's1', name: 'Ada Lovelace', email: 'ada@example.com' },
  { id: 's2', name: 'Alan Turing', email: 'alan@example.com' },
];

describe('Table', () => {
  it('is a table named by its caption, with column and row headers', () => {
    render(
      <Table
        caption="All sellers"
        columns={columns}
        rows={sellers}
        rowKey={(seller) => seller.id}
      />,
      {
        wrapper: UiProvider,
      },
    );

    const table = screen.getByRole('table', { name: 'All sellers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Name', 'Email']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[1] as HTMLElement).getByRole('rowheader', { name: 'Alan Turing' }),
    ).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'alan@example.com']);
  });

  it('sits in a named region keyboard users can focus to scroll it sideways', () => {
    render(
      <Table
        caption="Reported items"
        captionHidden
        columns={columns}
        rows={sellers}
        rowKey={(seller) => seller.id}
      />,
      { wrapper: UiProvider },
    );

    const region = screen.getByRole('region', { name: 'Reported items' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Reported items' })).toBeInTheDocument();
  });
});
