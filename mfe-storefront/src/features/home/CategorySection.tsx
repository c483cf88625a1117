import { useCategories } from '@marketplace/api-client';
import type { Category } from '@marketplace/contracts';
import { Loader, media, FailurePanel } from '@marketplace/ui';
import { useRef } from 'react';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import { ChevronRightIcon } from '../../shared/icons';
import { WithAvifCopies } from '../catalogue/ProductPicture';
import { pictureSources } from '../catalogue/product-picture';
import { HomeSection } from './HomeSection';
import { useScrollToAnchor } from './use-scroll-to-anchor';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const StyledCategoryLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow ${({ theme }) => theme.transitions.normal},
    transform ${({ theme }) => theme.transitions.normal};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledName = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const CATEGORY_PICTURE_SIZES = '(min-width: 1024px) 11rem, (min-width: 768px) 33vw, 50vw';

function CategoryCard({ category }: { category: Category }) {
  const { src, srcSet, avifSrcSet } = pictureSources(category.image);
  return (
    <StyledCategoryLink to={`/producs/${encodeURIComponent(category.name)}`}>
      <WithAvifCopies srcSet={avifSrcSet} sizes={CATEGORY_PICTURE_SIZES}>
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? CATEGORY_PICTURE_SIZES : undefined}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
        />
      </WithAvifCopies>
      <StyledName>
        {category.name}
        <ChevronRightIcon />
      </StyledName>
    </StyledCategoryLink>
  );
}

/** SPEC.md's category cards, each linking to `/producs/<name>`. */
export function CategorySection() {
  const categories = useCategories();
  const sectionRef = useRef<HTMLElement>(null);
  useScrollToAnchor('categories', sectionRef, categories.isSuccess);

  function content() {
    if (categories.isPending) return <Loader label="Loading categories" />;
    // SPEC.md section 8 only logs this failure; without categories there is no way into the
    // products, so it is said, with Retry.
    if (categories.isError) {
      return (
        <FailurePanel
          title="The categories could not be loaded"
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      );
    }
    return (
      <StyledGrid>
        {categories.data.items.map((category) => (
          <li key={category._id}>
            <CategoryCard category={category} />
          </li>
        ))}
      </StyledGrid>
    );
  }

  return (
    <HomeSection
      ref={sectionRef}
      id="categories"
      title="Shop by category"
      intro="Everything listed, sorted the way you look for it."
    >
      {content()}
    </HomeSection>
  );
}
