// One locale for every number the admin reads, so "100,000 users" looks the same in every browser.
const numbers = new Intl.NumberFormat('en-US');

/** 100000 → "100,000". */
export const formatCount = (value: number): string => numbers.format(value);

/** Prices are whole taka, as sellers list them: 42000 → "Tk 42,000". */
export const formatTaka = (amount: number): string => `Tk ${numbers.format(amount)}`;
