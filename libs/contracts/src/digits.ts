/** The first of the ten Bengali digits, U+09E6 (০); the others follow it in order. */
const BENGALI_ZERO = 0x09e6;
const BENGALI_DIGIT = /[\u09E6-\u09EF]/g;

/** The text with every Bengali digit written as its Western one (০১৭ → 017); the rest as it was. */
export function toWesternDigits(text: string): string {
  return text.replace(BENGALI_DIGIT, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}
