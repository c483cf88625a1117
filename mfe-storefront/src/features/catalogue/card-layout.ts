import styled from 'styled-components';

/**
 * Up to this width a card among others (two to a row on a phone) shows what a shopper scans a
 * grid by: photo, price, name, place and the heart. Past it, the rest of SPEC.md's card (seller,
 * facts, Report and Buy Now); the product's own page always has everything. Cards are their own
 * size containers (`container-type: inline-size`), so the rule follows the card, not the screen.
 */
export const NARROW_CARD_WIDTH = '13.99rem';

/** A card's photo, with the heart (a button) over its top right corner. */
export const StyledCardPicture = styled.div`
  position: relative;

  > button {
    position: absolute;
    top: ${({ theme }) => theme.space[2]};
    right: ${({ theme }) => theme.space[2]};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;
