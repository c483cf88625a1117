import type { Product } from '@marketplace/contracts';
import {
  Button,
  ProductStatusBadge,
  RowCard,
  RowCards,
  Table,
  type TableColumn,
  VisuallyHidden,
  formatCalendarDay,
  formatPrice,
  useIsPhone,
} from '@marketplace/ui';
import { Link } from '@marketplace/routing';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { SELLER_PATHS } from '../../seller-paths';
import { DenseTableFrame, StyledNoWrap } from '../../shared/DenseTableFrame';
import { ItemCardHeader } from '../../shared/ItemCardHeader';
import { ProductThumbnail } from '../../shared/ProductThumbnail';
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

// The buttons of a row side by side while they fit, one under another when they do not.
const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** What the table's middle columns and each phone card's list say, in SPEC.md's order. */
const FACTS: readonly ProductFact[] = [
  {
    id: 'status',
    label: 'Status',
    value: (product) => <ProductStatusBadge status={product.status} showAvailable />,
  },
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
 * SPEC.md's My product table, in its column order, with each listing's status and, in one last
 * column, what can be done with it (Edit, Advertise, Delete), so the table fits beside the
 * dashboard menu on a laptop; on a phone, a card per product, so the buttons stay in reach.
 */
export function MyProductsList({ products, firstNumber, onDeleted }: MyProductsListProps) {
  const isPhone = useIsPhone();
  const [editing, setEditing] = useState<Product | null>(null);
  const editDialog = editing && (
    <EditProductDialog product={editing} onClose={() => setEditing(null)} />
  );
  /**
   * What the seller can do in each state. For sale: edit, advertise (SPEC.md's 'success' once
   * advertised) and delete. Reserved: the buyer's order waits in Orders received, where it is
   * accepted or declined; the listing cannot change under it. Sold: only taken off the list.
   * An advertised item keeps its 'success' in every state.
   */
  const actions = (product: Product) => (
    <StyledActions>
      {product.status === 'available' && (
        <EditProductButton product={product} onEdit={() => setEditing(product)} />
      )}
      {(product.status === 'available' || product.advrtized) && (
        <AdvertiseButton product={product} />
      )}
      {product.status === 'reserved' ? (
        <Button as={Link} to={SELLER_PATHS.receivedOrders} size="sm" variant="secondary">
          See the order<VisuallyHidden> for {product.productName}</VisuallyHidden>
        </Button>
      ) : (
        <DeleteProductButton product={product} onDeleted={onDeleted} />
      )}
    </StyledActions>
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
              actions={actions(product)}
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
    { id: 'actions', header: 'Actions', cell: actions },
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
