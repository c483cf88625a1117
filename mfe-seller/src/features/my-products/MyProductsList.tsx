import type { Product } from '@marketplace/contracts';
import {
  RowCard,
  RowCards,
  Table,
  type TableColumn,
  formatCalendarDay,
  formatPrice,
  useIsPhone,
} from '@marketplace/ui';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { DenseTableFrame, StyledNoWrap } from '../../components/DenseTableFrame';
import { ItemCardHeader } from '../../components/ItemCardHeader';
import { ProductThumbnail } from '../../components/ProductThumbnail';
import { AdvertiseButton } from './AdvertiseButton';
import { DeleteProductButton } from './DeleteProductButton';
import { EditProductButton, EditProductDialog } from './EditProductButton';

// The name says what the row is: it gets room before the location does.
const StyledName = styled.span`
  display: block;
  min-width: 8rem;
`;

interface ProductFact {
  id: string;
  label: string;
  value: (product: Product) => ReactNode;
  align?: 'end';
}

/** What the table's middle columns and each phone card's list say, in SPEC.md's order. */
const FACTS: readonly ProductFact[] = [
  { id: 'location', label: 'Location', value: (product) => product.location },
  {
    id: 'resellPrice',
    label: 'Resale price',
    align: 'end',
    value: (product) => <StyledNoWrap>{formatPrice(product.resellPrice)}</StyledNoWrap>,
  },
  {
    id: 'orginalPrice',
    label: 'Original price',
    align: 'end',
    value: (product) => <StyledNoWrap>{formatPrice(product.orginalPrice)}</StyledNoWrap>,
  },
  {
    id: 'date',
    label: 'Date',
    value: (product) => <StyledNoWrap>{formatCalendarDay(product.date)}</StyledNoWrap>,
  },
];

export interface MyProductsListProps {
  products: readonly Product[];
  /** The number of the first row: lists past their first page go on counting. */
  firstNumber: number;
  onDeleted: () => void;
}

/**
 * SPEC.md's My product table, in its column order (with Edit added before Advertise); on a phone, a card per product, so Advertise
 * and Delete stay in reach instead of off to the side.
 */
export function MyProductsList({ products, firstNumber, onDeleted }: MyProductsListProps) {
  const isPhone = useIsPhone();
  const [editing, setEditing] = useState<Product | null>(null);
  const editDialog = editing && (
    <EditProductDialog product={editing} onClose={() => setEditing(null)} />
  );
  const advertise = (product: Product) => <AdvertiseButton product={product} />;
  const editButton = (product: Product) => (
    <EditProductButton product={product} onEdit={() => setEditing(product)} />
  );
  const remove = (product: Product) => (
    <DeleteProductButton product={product} onDeleted={onDeleted} />
  );

  if (isPhone) {
    return (
      <>
        <RowCards label="Your products">
          {products.map((product) => (
            <RowCard
              key={product._id}
              header={
                <ItemCardHeader
                  picture={<ProductThumbnail src={product.productImage} />}
                  title={product.productName}
                />
              }
              facts={FACTS.map(({ id, label, value }) => ({ id, label, value: value(product) }))}
              actions={
                <>
                  {editButton(product)}
                  {advertise(product)}
                  {remove(product)}
                </>
              }
            />
          ))}
        </RowCards>
        {editDialog}
      </>
    );
  }

  const columns: TableColumn<Product>[] = [
    { id: 'number', header: '#', cell: (_product, index) => firstNumber + index },
    {
      id: 'image',
      header: 'Image',
      cell: (product) => <ProductThumbnail src={product.productImage} />,
    },
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (product) => <StyledName>{product.productName}</StyledName>,
    },
    ...FACTS.map(({ id, label, value, align }) => ({ id, header: label, cell: value, align })),
    { id: 'edit', header: 'Edit', cell: editButton },
    { id: 'advertise', header: 'Advertise', cell: advertise },
    { id: 'delete', header: 'Delete', cell: remove },
  ];
  return (
    <>
      <DenseTableFrame>
        <Table
          caption="Your products"
          captionHidden
          columns={columns}
          rows={products}
          rowKey={(product) => product._id}
        />
      </DenseTableFrame>
      {editDialog}
    </>
  );
}
