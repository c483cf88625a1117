import type { Product } from '@marketplace/contracts';
import { Table, type TableColumn } from '@marketplace/ui';
import { ProductThumbnail } from '../../components/ProductThumbnail';
import { formatCalendarDay, formatPrice } from '../../utils/format';
import { AdvertiseButton } from './AdvertiseButton';
import { DeleteProductButton } from './DeleteProductButton';

export interface MyProductsTableProps {
  products: readonly Product[];
  /** The number of the first row: lists past their first page go on counting. */
  firstNumber: number;
  onDeleted: () => void;
}

/** SPEC.md's My product table, in its column order. */
export function MyProductsTable({ products, firstNumber, onDeleted }: MyProductsTableProps) {
  const columns: TableColumn<Product>[] = [
    { id: 'number', header: '#', cell: (_product, index) => firstNumber + index },
    {
      id: 'image',
      header: 'Image',
      cell: (product) => <ProductThumbnail src={product.productImage} />,
    },
    { id: 'name', header: 'Name', rowHeader: true, cell: (product) => product.productName },
    { id: 'location', header: 'Location', cell: (product) => product.location },
    {
      id: 'resellPrice',
      header: 'Resale price',
      align: 'end',
      cell: (product) => formatPrice(product.resellPrice),
    },
    {
      id: 'orginalPrice',
      header: 'Original price',
      align: 'end',
      cell: (product) => formatPrice(product.orginalPrice),
    },
    { id: 'date', header: 'Date', cell: (product) => formatCalendarDay(product.date) },
    {
      id: 'advertise',
      header: 'Advertise',
      cell: (product) => <AdvertiseButton product={product} />,
    },
    {
      id: 'delete',
      header: 'Delete',
      cell: (product) => <DeleteProductButton product={product} onDeleted={onDeleted} />,
    },
  ];
  return (
    <Table
      caption="Your products"
      captionHidden
      columns={columns}
      rows={products}
      rowKey={(product) => product._id}
    />
  );
}
