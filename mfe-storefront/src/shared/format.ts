/**
 * How the storefront writes money and dates. Prices are whole taka as sellers list them; "Tk" is
 * how Bangladeshi listings write the currency, and every font has it (not all have "৳").
 */
const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatPrice(taka: number): string {
  return `Tk ${amount.format(taka)}`;
}

/** How much below its original price a product sells, in whole percent; null when it does not. */
export function discountPercent(originalPrice: number, resellPrice: number): number | null {
  if (originalPrice <= 0 || resellPrice >= originalPrice) return null;
  return Math.round((1 - resellPrice / originalPrice) * 100);
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * "2025-11-21" → "21 Nov 2025". The API sends a calendar date with no time zone; reading it as
 * a local date keeps it from shifting a day in zones west of UTC.
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return longDate.format(new Date(year, month - 1, day));
}
