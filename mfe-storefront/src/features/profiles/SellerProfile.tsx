import {
  isApiError,
  useMoreSellerReviews,
  useSellerProducts,
  useSellerProfile,
} from '@marketplace/api-client';
import {
  Button,
  EmptyState,
  FailurePanel,
  Loader,
  PageHeading,
  PagedList,
  ProfileSummary,
  ReviewList,
} from '@marketplace/ui';
import { useState } from 'react';
import { Link, useUrlPaging } from '@marketplace/routing';
import styled from 'styled-components';
import { CATEGORY_PAGE_SIZE } from '../catalogue/CategoryProducts';
import { ProductGrid } from '../catalogue/ProductGrid';
import { PersonActions } from '../../shared/PersonActions';
import { ReviewReportButton } from './ReviewReportButton';

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space[8]};

  /* The section's own title, not the cards' names inside it. */
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[4]};
`;

function SellerListings({ sellerId, sellerName }: { sellerId: string; sellerName: string }) {
  const paging = useUrlPaging(CATEGORY_PAGE_SIZE);
  const listings = useSellerProducts(sellerId, paging.query);
  return (
    <PagedList
      noun={{ one: 'listing', other: 'listings' }}
      query={listings}
      paging={paging}
      loadingLabel={`Loading ${sellerName}'s listings`}
      failureTitle="The listings could not be loaded"
      pagerLabel="Listing pages"
      emptyMessage={`${sellerName} has nothing for sale right now.`}
    >
      {({ items, stale }) => (
        <ProductGrid products={items} refreshing={stale} label={`${sellerName}'s listings`} />
      )}
    </PagedList>
  );
}

/**
 * A seller's public profile (`/sellers/<id>`): who they are and how their deals went (completed
 * sales, rating, recent no-shows), what they sell now, and what buyers wrote, newest first.
 */
export function SellerProfile({ sellerId }: { sellerId: string }) {
  const profile = useSellerProfile(sellerId);
  const [showMore, setShowMore] = useState(false);
  const more = useMoreSellerReviews(sellerId, profile.data?.nextReviewsBefore ?? null, showMore);

  if (profile.isPending) {
    return (
      <>
        <PageHeading>Seller</PageHeading>
        <Loader label="Loading the seller" />
      </>
    );
  }
  if (profile.isError) {
    if (isApiError(profile.error, 404)) {
      return (
        <>
          <PageHeading>Seller not found</PageHeading>
          <EmptyState
            message="There is no seller here. The account may have been removed."
            action={
              <Button as={Link} to="/" variant="secondary">
                Back to homepage
              </Button>
            }
          />
        </>
      );
    }
    return (
      <>
        <PageHeading>Seller</PageHeading>
        <FailurePanel
          title="The seller could not be loaded"
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      </>
    );
  }
  const seller = profile.data;
  const olderReviews = more.data?.pages.flatMap((page) => page.items) ?? [];
  const hasMore = showMore ? more.hasNextPage : seller.nextReviewsBefore !== null;
  return (
    <>
      <ProfileSummary profile={seller} side="seller">
        <PersonActions userId={sellerId} name={seller.name} />
      </ProfileSummary>
      <StyledSection aria-labelledby="seller-listings">
        <h2 id="seller-listings">For sale</h2>
        <SellerListings sellerId={sellerId} sellerName={seller.name} />
      </StyledSection>
      <StyledSection aria-labelledby="seller-reviews">
        <h2 id="seller-reviews">Reviews</h2>
        {seller.reviews.length === 0 ? (
          <EmptyState message={`Nobody has reviewed ${seller.name} yet.`} />
        ) : (
          <ReviewList
            label={`Reviews of ${seller.name}`}
            reviews={[...seller.reviews, ...olderReviews]}
            action={(review) => <ReviewReportButton review={review} />}
          />
        )}
        {hasMore && (
          <StyledMore>
            <Button
              variant="secondary"
              loading={more.isFetching}
              onClick={() => (showMore ? void more.fetchNextPage() : setShowMore(true))}
            >
              More reviews
            </Button>
          </StyledMore>
        )}
      </StyledSection>
    </>
  );
}
