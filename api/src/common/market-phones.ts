import { BadRequestException } from '@nestjs/common';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * A phone as a mobile number of the market (MARKET_COUNTRY), in E.164 (`+8801712345678`), or a
 * 400 naming the field. Only mobile numbers: buyers and sellers call and text each other.
 */
export function toMarketMobile(phone: string, country: string, field: string): string {
  const market = country.toUpperCase() as CountryCode;
  const number = parsePhoneNumberFromString(phone, market);
  if (!number?.isValid() || number.country !== market) {
    const countryName = new Intl.DisplayNames(['en'], { type: 'region' }).of(market) ?? market;
    throw new BadRequestException([`${field} must be a mobile number in ${countryName}`]);
  }
  return number.number;
}

/**
 * A stored phone as people of its country write it (`01712345678`). Phones saved before they
 * were checked are not in E.164 and stay as they were typed, which is already the local form or
 * something no library could read.
 */
export function localPhone(stored: string): string {
  if (!stored.startsWith('+')) return stored;
  const number = parsePhoneNumberFromString(stored);
  return number ? number.formatNational().replace(/[\s-]/g, '') : stored;
}
