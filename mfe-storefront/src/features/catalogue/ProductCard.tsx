import type { Product, ProductDetail } from '@marketplace/contracts';
import { Badge, Card, SafetyWarning, media } from '@marketplace/ui';
import { Suspense, lazy, useId } from 'react';
import styled, { css } from 'styled-components';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { AskSellerLink } from '../conversations/AskSellerLink';
import { BuyNowButton } from '../ordering/BuyNowButton';
import { ReportButton } from '../reporting/ReportButton';
import { type FactName, ProductFacts } from './ProductFacts';
import { CardSummary, StyledCardName } from './CardSummary';
import { NARROW_CARD_WIDTH, StyledCardPicture } from './card-layout';
import { ProductPicture } from './ProductPicture';
import { laidOutWhenNear } from './laid-out-when-near';
import { ProductPrice } from './ProductPrice';
import { SellerName } from './SellerName';

// Swiper comes with the gallery, only on a product's own page; cards never load it.
const ProductGallery = lazy(() => import('./ProductGallery'));

/**
 * SPEC.md section 2's product card: everything it lists, in the order a shopper reads it; the
 * phone last, on a row of its own.
 */
const CARD_FACTS: readonly FactName[] = [
  'location',
  'yearsUsed',
  'originalPrice',
  'posted',
  'phone',
];
/** Among others, the place has its own line under the name, as on the apps people use. */
const GRID_FACTS = CARD_FACTS.filter((name) => name !== 'location');

export type ProductCardLayout = 'grid' | 'detail';

const StyledCard = styled(Card)<{ $layout: ProductCardLayout }>`
  height: 100%;

  ${({ $layout }) =>
    $layout === 'detail'
      ? css`
          ${media.md} {
            display: grid;
            grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
            align-items: start;
          }
        `
      : css`
          container-type: inline-size;

          /* Only where cards are tall and full: two short cards to a row put the second row in
             a phone's first screen, which would move when its placeholder height gave way. */
          ${media.md} {
            ${laidOutWhenNear('36rem')}
          }
        `}
`;

/** The rest of SPEC.md's card, for a card wide enough to hold it. */
const StyledMore = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  @container (max-width: ${NARROW_CARD_WIDTH}) {
    display: none;
  }
`;
const StyledBody = styled.div<{ $layout: ProductCardLayout }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme, $layout }) => ($layout === 'detail' ? theme.space[3] : theme.space[1])};
  padding: ${({ theme, $layout }) => ($layout === 'detail' ? theme.space[6] : theme.space[3])};

  ${({ $layout }) =>
    $layout === 'grid' &&
    css`
      gap: ${({ theme }) => theme.space[2]};
      padding: ${({ theme }) => theme.space[4]};

      @container (max-width: ${NARROW_CARD_WIDTH}) {
        gap: ${({ theme }) => theme.space[1]};
        padding: ${({ theme }) => theme.space[3]};
      }
    `}
`;

const StyledTitleRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  justify-content: space-between;
`;

const StyledDescription = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;

export interface ProductCardProps {
  /** On the detail layout, the full listing: its photos become a gallery, with the description. */
  product: Product | ProductDetail;
  /** `grid`: a card among others, its name linking to the detail. `detail`: the product's own page. */
  layout?: ProductCardLayout;
  /** Its picture is in the first screenful: load it at once rather than lazily. */
  pictureEager?: boolean;
  /** The first card of a page: its picture is the page's largest on a phone. */
  pictureLargest?: boolean;
}

/** SPEC.md's card below the price: condition, seller, facts, then Report and Buy Now. */
function CardDetails({
  product,
  facts,
  description,
}: {
  product: Product;
  facts: readonly FactName[];
  description?: string | undefined;
}) {
  return (
    <>
      {product.condition && (
        <span>
          <Badge tone="info">Condition: {product.condition}</Badge>
        </span>
      )}
      {description && <StyledDescription>{description}</StyledDescription>}
      <SellerName product={product} />
      <ProductFacts product={product} facts={facts} />
      <StyledActions>
        <ReportButton product={product} fullWidth />
        <BuyNowButton product={product} fullWidth />
      </StyledActions>
    </>
  );
}

/** One product, with Report and Buy Now; the category grid and the product detail both use it. */
export function ProductCard({
  product,
  layout = 'grid',
  pictureEager = false,
  pictureLargest = false,
}: ProductCardProps) {
  const nameId = useId();
  if (layout === 'grid') {
    return (
      <StyledCard forwardedAs="article" padding="none" $layout={layout} aria-labelledby={nameId}>
        <StyledCardPicture>
          <ProductPicture
            url={product.productImage}
            alt={product.productName}
            sizes="(min-width: 1024px) 23rem, (min-width: 640px) 33vw, 50vw"
            eager={pictureEager}
            largest={pictureLargest}
          />
          <FavouriteButton product={product} />
        </StyledCardPicture>
        <StyledBody $layout={layout}>
          <CardSummary product={product} nameId={nameId} />
          <StyledMore>
            <CardDetails product={product} facts={GRID_FACTS} />
          </StyledMore>
        </StyledBody>
      </StyledCard>
    );
  }
  const full = 'productImages' in product ? product : undefined;
  return (
    <StyledCard forwardedAs="article" padding="none" $layout={layout} aria-labelledby={nameId}>
      {full && full.productImages.length > 1 ? (
        <Suspense
          fallback={
            <ProductPicture
              url={product.productImage}
              alt={product.productName}
              sizes="55vw"
              eager
            />
          }
        >
          <ProductGallery photos={full.productImages} name={product.productName} />
        </Suspense>
      ) : (
        <ProductPicture
          url={product.productImage}
          alt={product.productName}
          sizes="(min-width: 768px) 55vw, 100vw"
          eager={pictureEager}
          largest={pictureLargest}
        />
      )}
      <StyledBody $layout={layout}>
        <StyledTitleRow>
          <StyledCardName $large id={nameId}>
            {product.productName}
          </StyledCardName>
          <FavouriteButton product={product} />
        </StyledTitleRow>
        <ProductPrice product={product} large />
        {full?.scamWarning && <SafetyWarning>{full.scamWarning}</SafetyWarning>}
        <CardDetails product={product} facts={CARD_FACTS} description={full?.description} />
        <AskSellerLink product={product} />
      </StyledBody>
    </StyledCard>
  );
}
