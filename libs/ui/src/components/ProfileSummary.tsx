import type { Profile } from '@marketplace/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/theme';
import { formatCount } from '../utils/format';
import { Avatar } from './Avatar';
import { Card } from './Card';
import { RatingSummary } from './RatingSummary';
import { VerifiedBadge } from './VerifiedBadge';

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    overflow-wrap: anywhere;
  }

  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledName = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[5]} 0 0;

  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  div {
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const memberSince = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(new Date(iso));

export interface ProfileSummaryProps {
  profile: Profile;
  /** A seller's profile counts sales, a buyer's purchases. */
  side: 'seller' | 'buyer';
  /** Under the name: what the reader can do next (see the listings, back to the orders). */
  children?: ReactNode;
}

/**
 * Who one is dealing with: photo, name, verified badge, member since, completed deals, rating
 * and recent no-shows. Never an email or phone: profiles carry none.
 */
export function ProfileSummary({ profile, side, children }: ProfileSummaryProps) {
  const completed = side === 'seller' ? profile.completedSales : profile.completedPurchases;
  return (
    <Card as="section" aria-label={`About ${profile.name}`}>
      <StyledHeader>
        <Avatar name={profile.name} src={profile.image} size="xl" />
        <div>
          <StyledName>
            <h1>{profile.name}</h1>
            {profile.verify && <VerifiedBadge />}
          </StyledName>
          <p>Member since {memberSince(profile.memberSince)}</p>
          {children}
        </div>
      </StyledHeader>
      <StyledFigures>
        <div>
          <dt>{side === 'seller' ? 'Completed sales' : 'Completed purchases'}</dt>
          <dd>{formatCount(completed)}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>
            {profile.rating === null ? (
              'No ratings yet'
            ) : (
              <RatingSummary rating={profile.rating} count={profile.ratingCount} />
            )}
          </dd>
        </div>
        <div>
          <dt>No-shows in 90 days</dt>
          <dd>{formatCount(profile.noShows)}</dd>
        </div>
        <div>
          <dt>Reviews</dt>
          <dd>{formatCount(profile.ratingCount)}</dd>
        </div>
      </StyledFigures>
    </Card>
  );
}
