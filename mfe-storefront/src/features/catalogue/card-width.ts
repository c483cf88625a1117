/**
 * Up to this width a card among others (two to a row on a phone) shows what a shopper scans a
 * grid by: photo, price, name, place and the heart. Past it, the rest of SPEC.md's card (seller,
 * facts, Report and Buy Now); the product's own page always has everything. Cards are their own
 * size containers (`container-type: inline-size`), so the rule follows the card, not the screen.
 */
export const NARROW_CARD_WIDTH = '13.99rem';
