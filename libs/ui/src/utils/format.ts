// One locale for every number and date the front ends write, so "100,000 users", "Tk 42,000" and
// "1 Feb 2025" read the same in every browser, whatever its language.
const count = new Intl.NumberFormat('en-US');

/** 100000 → "100,000". */
export const formatCount = (value: number): string => count.format(value);

/** A total where counting may have stopped: 1000 counted no further → "1,000+". */
export const formatTotal = (total: number, capped: boolean): string =>
  `${formatCount(total)}${capped ? '+' : ''}`;

/** A noun's two English forms: `{ one: 'order', other: 'orders' }`. */
export interface Noun {
  one: string;
  other: string;
}

const pluralRules = new Intl.PluralRules('en-US');

/** The noun's form for `value`, by the plural rules: 1 order, 0 orders, 2 orders. */
export const nounFor = (value: number, noun: Noun): string =>
  pluralRules.select(value) === 'one' ? noun.one : noun.other;

/** 1 → "1 order", 100000 → "100,000 orders". */
export const formatCountOf = (value: number, noun: Noun): string =>
  `${formatCount(value)} ${nounFor(value, noun)}`;

/** 8388608 → "8 MB", 20971520 → "20 MB", 1572864 → "1.5 MB": a file's size as people say it. */
export const formatMegabytes = (bytes: number): string =>
  `${count.format(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;

/** Prices are whole taka in practice; paisa are shown only when a price has them. */
const taka = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 42000 → "Tk 42,000". */
export const formatPrice = (amount: number): string => `Tk ${taka.format(amount)}`;

/** A listing named so there is no doubt which one: "Canon EOS 600D (Tk 18,000)". */
export const describeListing = (name: string, price: number): string =>
  `${name} (${formatPrice(price)})`;

// A listing's date is a calendar day (YYYY-MM-DD) with no time zone: read and written as UTC so
// no reader's offset moves it to the day before.
const calendarDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** "2025-02-01" → "1 Feb 2025"; text that is not such a day is shown as it came. */
export const formatCalendarDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDay.format(date);
};

// An order's time is an instant: shown in the reader's own time zone.
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });

/** The day of an instant (an ISO timestamp) where the reader is: "1 Feb 2025". */
export const formatDay = (iso: string): string => day.format(new Date(iso));

/** The time of an instant where the reader is: "14:05". */
export const formatTime = (iso: string): string => time.format(new Date(iso));
