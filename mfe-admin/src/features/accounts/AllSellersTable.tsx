import { useUrlPaging } from '@marketplace/routing';
import { useSellers } from '@marketplace/api-client';
import { Button, CONFIRM_PROMPTS, VerifiedBadge, PagedTable } from '@marketplace/ui';
import styled from 'styled-components';
import { RowActions } from '../../shared/RowActions';
import { RowActionButton } from '../../shared/RowActionButton';
import { useVerifySeller } from '../../shared/accounts-api';
import { useReasonedAction } from '../../shared/use-reasoned-action';
import { useAccountColumns } from './account-columns';

const StyledTrashIcon = styled.svg`
  width: 1.125rem;
  height: 1.125rem;
`;

function TrashIcon() {
  return (
    <StyledTrashIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
      />
    </StyledTrashIcon>
  );
}

/**
 * SPEC.md's All sellers: Verify for the unverified (a green 'verified' badge once done) and
 * Delete. The spec's row also has a trash icon that does nothing; it is kept, disabled and saying
 * so, rather than dropped or made to look as if it worked.
 */
export function AllSellersTable() {
  const paging = useUrlPaging();
  const sellers = useSellers(paging.query);
  const { selectAll, name, email, deleteButton, suspendButton, dialogs } =
    useAccountColumns('sellers');
  const verification = useReasonedAction(useVerifySeller(), {
    prompt: CONFIRM_PROMPTS.verify,
    // SPEC.md's "update" does not say what changes: the words under it do.
    confirm: {
      confirmLabel: 'Verify',
      detail:
        'Verify this seller: their listings show the verified badge and they are told by email.',
    },
    success: 'Verify Success',
  });
  return (
    <>
      <PagedTable
        title="All Sellers"
        noun={{ one: 'seller', other: 'sellers' }}
        query={sellers}
        paging={paging}
        emptyMessage="No sellers yet"
        columns={[
          selectAll,
          name,
          email,
          {
            id: 'verify',
            header: 'Verify',
            onPhone: 'actions',
            cell: (seller) =>
              seller.verify ? (
                <VerifiedBadge />
              ) : (
                <RowActionButton
                  action={verification}
                  id={seller._id}
                  label="Verify"
                  target={seller.name}
                  subject={`${seller.name} (${seller.email})`}
                />
              ),
          },
          {
            id: 'action',
            header: 'Action',
            onPhone: 'actions',
            cell: (seller) => (
              <RowActions>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled
                  aria-label={`Trash for ${seller.name} (not available)`}
                  title="Not available"
                >
                  <TrashIcon />
                </Button>
                {suspendButton(seller)}
                {deleteButton(seller)}
              </RowActions>
            ),
          },
        ]}
      />
      {verification.dialog}
      {dialogs}
    </>
  );
}
