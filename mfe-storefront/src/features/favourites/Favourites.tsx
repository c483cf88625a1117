import { apiErrorMessage, useFavourites, useRemoveFavourite } from '@marketplace/api-client';
import type { Favourite, FavouriteStatus } from '@marketplace/contracts';
import {
  Badge,
  type BadgeTone,
  Button,
  Card,
  PageHeading,
  PagedList,
  VisuallyHidden,
  formatPrice,
  toast,
} from '@marketplace/ui';
import { Link, useUrlPaging } from '@marketplace/routing';
import styled from 'styled-components';
import { CardGrid } from '../catalogue/CardGrid';
import { ProductPicture } from '../catalogue/ProductPicture';

export const FAVOURITES_PAGE_SIZE = 12;

const STATUS: Record<FavouriteStatus, { label: string; tone: BadgeTone }> = {
  available: { label: 'For sale', tone: 'success' },
  reserved: { label: 'Reserved', tone: 'warning' },
  sold: { label: 'Sold', tone: 'neutral' },
  removed: { label: 'Removed by the seller', tone: 'neutral' },
};

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const StyledPictureFrame = styled.div`
  position: relative;

  > span {
    position: absolute;
    top: ${({ theme }) => theme.space[2]};
    left: ${({ theme }) => theme.space[2]};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }

  > button {
    align-self: flex-start;
    margin-top: auto;
  }
`;

const StyledPrice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * The signed-in account's kept listings, as photo-first cards like every listing grid, each
 * saying whether it is still for sale.
 */
export function Favourites() {
  const paging = useUrlPaging(FAVOURITES_PAGE_SIZE);
  const favourites = useFavourites(paging.query);
  const remove = useRemoveFavourite();

  function forget(favourite: Favourite) {
    remove.mutate(favourite.productId, {
      onSuccess: () => toast.success('Removed from your favourites'),
      onError: (error) => toast.error(apiErrorMessage(error)),
    });
  }

  return (
    <>
      <PageHeading count={favourites.data?.total}>Favourites</PageHeading>
      <PagedList
        noun={{ one: 'favourite', other: 'favourites' }}
        query={favourites}
        paging={paging}
        loadingLabel="Loading your favourites"
        failureTitle="Your favourites could not be loaded"
        pagerLabel="Favourite pages"
        emptyMessage="No favourites yet. Tap the heart on a listing to keep it here."
        emptyAction={
          <Button as={Link} to="/search" variant="secondary">
            Browse listings
          </Button>
        }
      >
        {({ items }) => (
          <CardGrid label="Your favourites">
            {items.map((favourite) => {
              const status = STATUS[favourite.status];
              return (
                <li key={favourite._id}>
                  <StyledCard
                    forwardedAs="article"
                    padding="none"
                    aria-label={favourite.productName}
                  >
                    <StyledPictureFrame>
                      <ProductPicture
                        url={favourite.productImage}
                        alt=""
                        sizes="(min-width: 640px) 33vw, 50vw"
                      />
                      <Badge tone={status.tone}>{status.label}</Badge>
                    </StyledPictureFrame>
                    <StyledBody>
                      <StyledPrice>
                        <VisuallyHidden>Price </VisuallyHidden>
                        {formatPrice(favourite.resellPrice)}
                      </StyledPrice>
                      <h2>
                        {favourite.status === 'removed' ? (
                          favourite.productName
                        ) : (
                          <Link to={`/producs/${favourite.productId}`}>
                            {favourite.productName}
                          </Link>
                        )}
                      </h2>
                      <Button
                        variant="secondary"
                        size="sm"
                        loading={remove.isPending && remove.variables === favourite.productId}
                        onClick={() => forget(favourite)}
                      >
                        Remove
                        <VisuallyHidden> {favourite.productName}</VisuallyHidden>
                      </Button>
                    </StyledBody>
                  </StyledCard>
                </li>
              );
            })}
          </CardGrid>
        )}
      </PagedList>
    </>
  );
}
