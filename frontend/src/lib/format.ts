/**
 * How dates, times and money read everywhere (en-GB, London time, pounds). One rule for what cannot be read:
 * no value (null, undefined, '') reads as '', and a value that is not a date or a number is shown as it came,
 * so nothing the server sent is hidden.
 */

const TIME_ZONE = 'Europe/London';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The moment `value` names, or null for none or an unreadable value. A bare yyyy-mm-dd is read at noon UTC so
 * it is the same day in London whatever the offset. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(DATE_ONLY.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/mm/yyyy in London; '' for no value, an unreadable value as it came. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseDate(value);
  return date ? dateFormat.format(date) : value;
}

/** dd/mm/yyyy, hh:mm (24-hour) in London; '' for no value, an unreadable value as it came. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseDate(value);
  return date ? dateTimeFormat.format(date) : value;
}

/** Pounds with 2 decimals, e.g. -£1,250.50 for a deficit; '' for no value, a non-number as it came. */
export function formatMoney(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isNaN(value) || (typeof amount === 'string' && amount.trim() === '')
    ? String(amount)
    : pounds.format(value);
}

const isoDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The day `moment` falls on in London, as yyyy-mm-dd (today's date for a due date, a date-range bound). */
export function londonIsoDate(moment: Date): string {
  return isoDateFormat.format(moment);
}
