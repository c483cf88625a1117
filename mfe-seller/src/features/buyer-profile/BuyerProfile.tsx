import { isApiError, useBuyerProfile } from '@marketplace/api-client';
import {
  Button,
  EmptyState,
  Loader,
  PageHeading,
  ProfileSummary,
  ReviewList,
  FailurePanel,
} from '@marketplace/ui';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import { SELLER_PATHS } from '../../seller-paths';
import { PersonActions } from '../../shared/PersonActions';

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space[6]};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledBack = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
`;

function BackToOrders() {
  return (
    <Button as={Link} to={SELLER_PATHS.receivedOrders} variant="secondary">
      Back to Orders Received
    </Button>
  );
}

/**
 * Who wants to buy: the profile of a buyer of one of the seller's open orders, so the seller can
 * decide whether to meet them (completed purchases, rating, recent no-shows, what sellers wrote).
 */
export function BuyerProfile({ buyerId }: { buyerId: string }) {
  const profile = useBuyerProfile(buyerId);
  if (!profile.isSuccess) {
    const hidden =
      profile.isError && (isApiError(profile.error, 403) || isApiError(profile.error, 404));
    return (
      <>
        <PageHeading>Buyer</PageHeading>
        {profile.isPending && <Loader label="Loading the buyer" />}
        {hidden && (
          <EmptyState
            message="This buyer's profile is shown while one of their orders on your products is open."
            action={<BackToOrders />}
          />
        )}
        {profile.isError && !hidden && (
          <FailurePanel
            title="The buyer could not be loaded."
            error={profile.error}
            onRetry={() => void profile.refetch()}
          />
        )}
      </>
    );
  }
  const buyer = profile.data;
  return (
    <>
      <ProfileSummary profile={buyer} side="buyer">
        <PersonActions userId={buyerId} name={buyer.name} />
        <StyledBack>
          <Link to={SELLER_PATHS.receivedOrders}>Back to Orders Received</Link>
        </StyledBack>
      </ProfileSummary>
      <StyledSection aria-labelledby="buyer-reviews">
        <h2 id="buyer-reviews">Reviews</h2>
        {buyer.reviews.length === 0 ? (
          <EmptyState message={`Nobody has reviewed ${buyer.name} yet.`} />
        ) : (
          <ReviewList label={`Reviews of ${buyer.name}`} reviews={buyer.reviews} />
        )}
      </StyledSection>
    </>
  );
}
