import styled from 'styled-components';

const StyledThumbnail = styled.img`
  display: block;
  flex: none;
  width: 3rem;
  height: 3rem;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/**
 * A product's picture in a table row. Decorative: the product's name is in the same row, and
 * reading it twice helps nobody.
 */
export function ProductThumbnail({ src }: { src: string }) {
  return (
    <StyledThumbnail src={src} alt="" width={48} height={48} loading="lazy" decoding="async" />
  );
}
