/** Prices are whole taka in practice; paisa are shown only when a price has them. */
const taka = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const formatPrice = (amount: number): string => `Tk ${taka.format(amount)}`;

// A listing's date is a calendar day (YYYY-MM-DD) with no time zone: read and written as UTC so
// no reader's offset moves it to the day before.
const calendarDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

export const formatCalendarDay = (day: string): string =>
  calendarDay.format(new Date(`${day}T00:00:00Z`));

// An order's time is an instant: shown in the reader's own time zone.
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });

export const formatDay = (iso: string): string => day.format(new Date(iso));
export const formatTime = (iso: string): string => time.format(new Date(iso));
