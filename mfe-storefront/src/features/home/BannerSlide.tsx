import { Button, media } from '@marketplace/ui';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import { BANNER_SIZES } from './banner-sizes';
import type { Banner } from './banners';

const StyledSlide = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;

  ${media.md} {
    grid-template-rows: none;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: center;
  }
`;

const StyledPicture = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 10;
  object-fit: cover;

  ${media.md} {
    order: 2;
    aspect-ratio: 4 / 3;
  }
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]} 0;

  ${media.md} {
    padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[10]};
  }
`;

const StyledEyebrow = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  ${media.lg} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const StyledBody = styled.p`
  margin: 0;
  max-width: 32rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** One banner: its text and call to action beside (on phones, under) its picture. */
export function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <StyledSlide>
      {/* The first banner is the page's largest paint: fetched first, never lazily. */}
      <StyledPicture
        src={banner.picture.small}
        srcSet={`${banner.picture.small} 480w, ${banner.picture.large} 960w`}
        sizes={BANNER_SIZES}
        width={480}
        height={360}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
      />
      <StyledText>
        <StyledEyebrow>{banner.eyebrow}</StyledEyebrow>
        <StyledTitle>{banner.title}</StyledTitle>
        <StyledBody>{banner.text}</StyledBody>
        <Button as={Link} to={banner.action.to} size="lg">
          {banner.action.label}
        </Button>
      </StyledText>
    </StyledSlide>
  );
}
