import { useReportedProducts } from '@marketplace/api-client';
import type { ReportedProduct } from '@marketplace/contracts';
import { CONFIRM_PROMPTS, VisuallyHidden, formatCount } from '@marketplace/ui';
import { PagedTable } from '../../shared/paged-table/PagedTable';
import { usePaging } from '../../shared/paged-table/use-paging';
import { useProductColumns } from '../../shared/product-columns';

/**
 * SPEC.md's Report items: the products buyers reported, most reported first, with how many
 * reports each has, to delete. Deleting a product closes its reports.
 */
export function ReportedItemsTable() {
  const paging = usePaging();
  const reported = useReportedProducts(paging.query);
  const { product, price, deleteButton } = useProductColumns<ReportedProduct>(
    CONFIRM_PROMPTS.deleteReport,
  );
  return (
    <PagedTable
      title="Reported Items"
      noun={{ one: 'reported item', other: 'reported items' }}
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
        product,
        price,
        { id: 'seller', header: 'Seller', cell: (product) => product.SallerName },
        {
          id: 'reports',
          header: 'Reports',
          align: 'end',
          cell: (product) => formatCount(product.reportCount),
        },
        { id: 'delete', header: 'Delete', cell: deleteButton, onPhone: 'actions' },
      ]}
    />
  );
}
