/** How much below its original price a product sells, in whole percent; null when it does not. */
export function discountPercent(originalPrice: number, resellPrice: number): number | null {
  if (originalPrice <= 0 || resellPrice >= originalPrice) return null;
  return Math.round((1 - resellPrice / originalPrice) * 100);
}
