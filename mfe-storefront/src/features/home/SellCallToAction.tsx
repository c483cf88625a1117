import { Button, media } from '@marketplace/ui';
import { useId } from 'react';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import pictureLarge from '../../assets/pictures/sell-call-to-action-800.webp';
import pictureSmall from '../../assets/pictures/sell-call-to-action-400.webp';

/** SPEC.md section 2: the add-product page, which Sale Product links to. */
export const ADD_PRODUCT_PATH = '/dashbord/addproduct/';

const StyledBlock = styled.section`
  display: grid;
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space[16]};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: center;
  }

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};

  ${media.md} {
    padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[12]};
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.display};
  }

  p {
    margin: 0;
    max-width: 32rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The button on the dark block: light, so it stands out and keeps its contrast. */
const StyledSaleButton = styled(Button)`
  color: ${({ theme }) => theme.colors.onAccent};
  background: ${({ theme }) => theme.colors.accent};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** SPEC.md's Start making money call to action, with the Sale Product button. */
export function SellCallToAction() {
  const titleId = useId();
  return (
    <StyledBlock aria-labelledby={titleId}>
      <StyledText>
        <h2 id={titleId}>Start making money</h2>
        <p>
          That phone in the drawer or the chair in the corner is worth something to someone nearby.
          List it in a minute and meet buyers who pay in cash.
        </p>
        <StyledSaleButton forwardedAs={Link} to={ADD_PRODUCT_PATH} size="lg">
          Sale Product
        </StyledSaleButton>
      </StyledText>
      <img
        src={pictureSmall}
        srcSet={`${pictureSmall} 400w, ${pictureLarge} 800w`}
        sizes="(min-width: 768px) 28rem, 100vw"
        alt=""
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
      />
    </StyledBlock>
  );
}
