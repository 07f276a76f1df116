/**
 * UK dates (dd/mm/yyyy) for the date pickers of the filters, which keep the API's YYYY-MM-DD values.
 * dayjs parses dd/mm/yyyy only with a plugin, and the browser's own parser reads it as mm/dd: hence this.
 */
import 'dayjs/locale/en-gb';

import type { DatesProviderSettings } from '@mantine/dates';

/** The app's calendar: British English month and day names, weeks from Monday (DatesProvider in app/provider). */
export const DATES_SETTINGS: DatesProviderSettings = { locale: 'en-gb', firstDayOfWeek: 1 };

/** How a date filter shows its value (a dayjs format). */
export const UK_DATE_FORMAT = 'DD/MM/YYYY';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isoIfReal(year: number, month: number, day: number): string | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * What a person typed as YYYY-MM-DD: d/m/yyyy (with /, - or . between; a two-digit year is 20yy) or
 * the ISO form; null for anything else, including days that do not exist (31/02/2026).
 */
export function parseUkDate(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return isoIfReal(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const uk = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value);
  if (!uk) return null;
  const year = uk[3].length === 2 ? 2000 + Number(uk[3]) : Number(uk[3]);
  return isoIfReal(year, Number(uk[2]), Number(uk[1]));
}
