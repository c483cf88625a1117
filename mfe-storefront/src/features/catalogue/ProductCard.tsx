import type { Product, ProductDetail } from '@marketplace/contracts';
import { Badge, Card, media } from '@marketplace/ui';
import { Suspense, lazy, useId } from 'react';
import { Link } from '@marketplace/routing';
import styled, { css } from 'styled-components';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { AskSellerLink } from '../conversations/AskSellerLink';
import { BuyNowButton } from '../ordering/BuyNowButton';
import { ReportButton } from '../reporting/ReportButton';
import { type FactName, ProductFacts } from './ProductFacts';
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
      : // About as tall at every width.
        laidOutWhenNear('40rem')}
`;

const StyledBody = styled.div<{ $layout: ProductCardLayout }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme, $layout }) => ($layout === 'detail' ? theme.space[6] : theme.space[4])};
`;

const StyledName = styled.h2<{ $layout: ProductCardLayout }>`
  margin: 0;
  font-size: ${({ theme, $layout }) => ($layout === 'detail' ? theme.fontSizes.xxl : theme.fontSizes.lg)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  a {
    color: inherit;
    text-decoration: none;

    &:hover {
      color: ${({ theme }) => theme.colors.primary};
      text-decoration: underline;
    }
  }
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

/** One product, with Report and Buy Now; the category grid and the product detail both use it. */
export function ProductCard({
  product,
  layout = 'grid',
  pictureEager = false,
  pictureLargest = false,
}: ProductCardProps) {
  const isDetail = layout === 'detail';
  const nameId = useId();
  const full = 'productImages' in product ? product : undefined;
  return (
    <StyledCard forwardedAs="article" padding="none" $layout={layout} aria-labelledby={nameId}>
      {isDetail && full && full.productImages.length > 1 ? (
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
          sizes={
            isDetail
              ? '(min-width: 768px) 55vw, 100vw'
              : '(min-width: 1024px) 23rem, (min-width: 640px) 50vw, 100vw'
          }
          eager={pictureEager}
          largest={pictureLargest}
        />
      )}
      <StyledBody $layout={layout}>
        <StyledTitleRow>
          <StyledName $layout={layout} id={nameId}>
            {isDetail ? (
              product.productName
            ) : (
              <Link to={`/producs/${product._id}`}>{product.productName}</Link>
            )}
          </StyledName>
          <FavouriteButton product={product} />
        </StyledTitleRow>
        <ProductPrice product={product} large={isDetail} />
        {product.condition && (
          <span>
            <Badge tone="info">Condition: {product.condition}</Badge>
          </span>
        )}
        {full?.description && <StyledDescription>{full.description}</StyledDescription>}
        <SellerName product={product} />
        <ProductFacts product={product} facts={CARD_FACTS} />
        <StyledActions>
          <ReportButton product={product} fullWidth />
          <BuyNowButton product={product} fullWidth />
        </StyledActions>
        {isDetail && <AskSellerLink product={product} />}
      </StyledBody>
    </StyledCard>
  );
}
