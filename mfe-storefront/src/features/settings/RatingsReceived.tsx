import { useBuyerProfile } from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import { FailurePanel, Loader, RatingSummary, ReviewList } from '@marketplace/ui';
import styled from 'styled-components';
import { SettingsSection } from './SettingsSection';

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The account's own profile as the other side of a deal reads it: the average rating and the
 * newest ratings, what sellers said of them as a buyer included.
 */
export function RatingsReceived() {
  const me = useCurrentUser();
  const profile = useBuyerProfile(me?.id);
  return (
    <SettingsSection title="Your ratings" description="What the other side said after each deal.">
      {profile.isPending ? (
        <Loader label="Loading your ratings" />
      ) : profile.isError ? (
        <FailurePanel
          title="Your ratings could not be loaded"
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : profile.data.ratingCount === 0 ? (
        <StyledEmpty>Nobody has rated you yet. Each side rates the other after a deal.</StyledEmpty>
      ) : (
        <>
          <RatingSummary rating={profile.data.rating} count={profile.data.ratingCount} />
          <ReviewList label="Ratings you were given" reviews={profile.data.reviews} />
        </>
      )}
    </SettingsSection>
  );
}
