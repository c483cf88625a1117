import { useReportedProducts } from '@marketplace/api-client';
import type { ReportedProduct } from '@marketplace/contracts';
import { CONFIRM_PROMPTS, VisuallyHidden, formatCount, media, PagedTable } from '@marketplace/ui';
import { Link, useUrlPaging } from '@marketplace/routing';
import styled from 'styled-components';
import { RowActions } from '../../shared/RowActions';
import { useProductColumns } from '../../shared/product-columns';
import { RowActionButton } from '../../shared/RowActionButton';
import { useConfirmedAction } from '../../shared/use-confirmed-action';
import { ReportReasons } from './ReportReasons';
import { ReportedBy } from './ReportedBy';
import { useDismissReports } from './moderation-api';

// In the table the three actions stand in a column, so the row fits beside the sidebar; on a
// phone's card they sit in a row at its foot.
const StyledActions = styled(RowActions)`
  ${media.sm} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

const StyledReports = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 11rem;
`;

const StyledListingLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

/**
 * SPEC.md's Report items: the products buyers reported, most reported first, with how many
 * reports each has and why, to look at, dismiss (the reports close, the listing stays) or delete.
 */
export function ReportedItemsTable() {
  const paging = useUrlPaging();
  const reported = useReportedProducts(paging.query);
  const { product, price, deleteButton } = useProductColumns<ReportedProduct>(
    CONFIRM_PROMPTS.deleteReport,
  );
  const dismissal = useConfirmedAction(useDismissReports(), {
    prompt: 'Dismiss these reports? The listing stays on sale.',
    confirm: { confirmLabel: 'Dismiss' },
    success: 'Reports dismissed',
  });
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
          // The count and the reasons in one column, so the row fits beside the sidebar.
          id: 'reports',
          header: 'Reports',
          cell: (product) => (
            <StyledReports>
              <ReportReasons product={product} />
              <ReportedBy reporters={product.reporters} />
            </StyledReports>
          ),
        },
        {
          id: 'delete',
          header: 'Delete',
          onPhone: 'actions',
          cell: (product) => (
            <StyledActions>
              <StyledListingLink to={`/producs/${product._id}`}>
                View<VisuallyHidden> listing {product.productName}</VisuallyHidden>
              </StyledListingLink>
              <RowActionButton
                action={dismissal}
                id={product._id}
                label="Dismiss"
                target={product.productName}
                variant="secondary"
              />
              {deleteButton(product)}
            </StyledActions>
          ),
        },
      ]}
    />
  );
}
