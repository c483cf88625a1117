import type { TableColumn } from '@marketplace/ui';
import { screen, within } from '@testing-library/react';
import { renderInStorefront } from '../../test-support/storefront-test-app';
import { OrderCards } from './OrderCards';

interface Row {
  id: string;
  name: string;
  place: string;
}

const COLUMNS: TableColumn<Row>[] = [
  { id: 'picture', header: 'Image', cell: (row) => <img src={`/${row.id}.webp`} alt="" /> },
  { id: 'name', header: 'Product', rowHeader: true, cell: (row) => row.name },
  { id: 'place', header: 'Meeting location', cell: (row) => row.place },
  { id: 'act', header: 'Delete', cell: (row) => <button type="button">Delete {row.name}</button> },
];

describe('the orders as cards', () => {
  it('titles each card by the row header column, lists the others, and puts actions at its foot', () => {
    renderInStorefront(
      <OrderCards
        label="Your orders"
        columns={COLUMNS}
        rows={[{ id: '1', name: 'Sofa', place: 'Gate 2' }]}
        rowKey={(row) => row.id}
        pictureColumn="picture"
        actionColumns={['act']}
      />,
    );
    const card = within(screen.getByRole('list', { name: 'Your orders' })).getByRole('listitem');

    expect(within(card).getByRole('heading', { name: 'Sofa' })).toBeVisible();
    expect(within(card).getByRole('term')).toHaveTextContent('Meeting location');
    expect(within(card).getByRole('definition')).toHaveTextContent('Gate 2');
    expect(within(card).getByRole('presentation')).toHaveAttribute('src', '/1.webp');
    expect(within(card).getByRole('button', { name: 'Delete Sofa' })).toBeVisible();
  });
});
