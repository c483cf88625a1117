import { useDeleteProduct, useReportedProducts } from '@marketplace/api-client';
import { CONFIRM_PROMPTS, VisuallyHidden, formatCount } from '@marketplace/ui';
import { PagedTable } from '../../shared/paged-table/PagedTable';
import { usePaging } from '../../shared/paged-table/use-paging';
import { PriceSummary, ProductSummary } from '../../shared/ProductSummary';
import { RowActionButton } from '../../shared/RowActionButton';
import { DELETION, useConfirmedAction } from '../../shared/use-confirmed-action';

/**
 * SPEC.md's Report items: the products buyers reported, most reported first, with how many
 * reports each has, to delete. Deleting a product closes its reports.
 */
export function ReportedItemsTable() {
  const paging = usePaging();
  const reported = useReportedProducts(paging.query);
  const deletion = useConfirmedAction(useDeleteProduct(), {
    prompt: CONFIRM_PROMPTS.deleteReport,
    ...DELETION,
  });
  return (
    <PagedTable
      title="Reported Items"
      noun="reported items"
      query={reported}
      paging={paging}
      emptyMessage="No Reports Found"
      columns={[
        {
          id: 'number',
          header: (
            <>
              <span aria-hidden="true">#</span>
              <VisuallyHidden>Row number</VisuallyHidden>
            </>
          ),
          // Numbered across pages, so row 51 opens the second page. A list of cards needs none.
          cell: (_product, index) => formatCount(paging.query.offset + index + 1),
          onPhone: 'hidden',
        },
        {
          id: 'product',
          header: 'Product',
          rowHeader: true,
          cell: (product) => (
            <ProductSummary
              name={product.productName}
              image={product.productImage}
              location={product.location}
            />
          ),
        },
        {
          id: 'price',
          header: 'Price',
          cell: (product) => (
            <PriceSummary resellPrice={product.resellPrice} orginalPrice={product.orginalPrice} />
          ),
        },
        { id: 'seller', header: 'Seller', cell: (product) => product.SallerName },
        {
          id: 'reports',
          header: 'Reports',
          align: 'end',
          cell: (product) => formatCount(product.reportCount),
        },
        {
          id: 'delete',
          header: 'Delete',
          onPhone: 'actions',
          cell: (product) => (
            <RowActionButton
              action={deletion}
              id={product._id}
              label="Delete"
              target={product.productName}
              variant="danger"
            />
          ),
        },
      ]}
    />
  );
}
