import { apiErrorMessage, useFavourites, useRemoveFavourite } from '@marketplace/api-client';
import type { Favourite, FavouriteStatus } from '@marketplace/contracts';
import {
  Badge,
  type BadgeTone,
  Button,
  EmptyState,
  Loader,
  PageHeading,
  Pager,
  RowCard,
  RowCards,
  formatPrice,
  toast,
} from '@marketplace/ui';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import { LoadFailure } from '../../shared/LoadFailure';
import { usePageParam } from '../../shared/use-page-param';
import { ProductPicture } from '../catalogue/ProductPicture';

export const FAVOURITES_PAGE_SIZE = 12;

const STATUS: Record<FavouriteStatus, { label: string; tone: BadgeTone }> = {
  available: { label: 'For sale', tone: 'success' },
  reserved: { label: 'Reserved', tone: 'warning' },
  sold: { label: 'Sold', tone: 'neutral' },
  removed: { label: 'Removed by the seller', tone: 'neutral' },
};

const StyledHeader = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

const StyledThumbnail = styled(ProductPicture)`
  flex: none;
  width: 5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** The signed-in account's kept listings, each saying whether it is still for sale. */
export function Favourites() {
  const { page, query, setPage } = usePageParam(FAVOURITES_PAGE_SIZE);
  const favourites = useFavourites(query);
  const remove = useRemoveFavourite();

  function forget(favourite: Favourite) {
    remove.mutate(favourite.productId, {
      onSuccess: () => toast.success('Removed from your favourites'),
      onError: (error) => toast.error(apiErrorMessage(error)),
    });
  }

  function content() {
    if (favourites.isPending) return <Loader label="Loading your favourites" />;
    if (favourites.isError) {
      return (
        <LoadFailure
          title="Your favourites could not be loaded"
          error={favourites.error}
          onRetry={() => void favourites.refetch()}
        />
      );
    }
    const { items, total } = favourites.data;
    if (items.length === 0) {
      return (
        <EmptyState
          message="No favourites yet. Tap the heart on a listing to keep it here."
          action={
            <Button as={Link} to="/search" variant="secondary">
              Browse listings
            </Button>
          }
        />
      );
    }
    return (
      <>
        <RowCards label="Your favourites">
          {items.map((favourite) => {
            const status = STATUS[favourite.status];
            return (
              <RowCard
                key={favourite._id}
                header={
                  <StyledHeader>
                    <StyledThumbnail url={favourite.productImage} alt="" sizes="5rem" />
                    <h2>
                      {favourite.status === 'removed' ? (
                        favourite.productName
                      ) : (
                        <Link to={`/producs/${favourite.productId}`}>{favourite.productName}</Link>
                      )}
                    </h2>
                  </StyledHeader>
                }
                facts={[
                  { id: 'price', label: 'Price', value: formatPrice(favourite.resellPrice) },
                  {
                    id: 'status',
                    label: 'Status',
                    value: <Badge tone={status.tone}>{status.label}</Badge>,
                  },
                ]}
                actions={
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={remove.isPending && remove.variables === favourite.productId}
                    onClick={() => forget(favourite)}
                  >
                    Remove
                  </Button>
                }
              />
            );
          })}
        </RowCards>
        <Pager
          label="Favourite pages"
          pageNumber={page}
          pageSize={FAVOURITES_PAGE_SIZE}
          total={total}
          noun={{ one: 'favourite', other: 'favourites' }}
          loading={favourites.isPlaceholderData}
          onPageChange={setPage}
        />
      </>
    );
  }

  return (
    <>
      <PageHeading count={favourites.data?.total}>Favourites</PageHeading>
      {content()}
    </>
  );
}
