/**
 * The KIND rule of guide: workflow#kind-identifiers, screens#timings-and-limits: the one named company group whose BHR
 * UK IDs carry the prefix KIND. The group is the server setting KIND_COMPANIES (default ["Kind"], matched
 * case-insensitively), mirrored here; the server normalises every saved identifier again
 * (cases.rules.normalise_bhruk_id). Company names and typed IDs are read as the server cleans them (cleanText:
 * full-width letters and digits are plain ones).
 */
import { cleanText } from '@/features/cases/rules/clean-text';

export const KIND_PREFIX = 'KIND';
export const KIND_COMPANIES: readonly string[] = ['kind'];

export function isKindCompany(widget: string | null | undefined): boolean {
  return KIND_COMPANIES.includes(cleanText(widget).toLowerCase());
}

export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** Manual dialog: the KIND company's BHR UK ID input accepts digits only. */
export function addDialogBhrukInput(widget: string, typed: string): string {
  return isKindCompany(widget) ? digitsOnly(cleanText(typed)) : typed;
}

/** Manual dialog, on save: the prefix KIND is added if missing (KIND companies only). */
export function withKindPrefix(widget: string, bhrukId: string): string {
  const text = bhrukId.trim();
  if (!text || !isKindCompany(widget)) return text;
  return text.toUpperCase().startsWith(KIND_PREFIX)
    ? KIND_PREFIX + text.slice(KIND_PREFIX.length)
    : KIND_PREFIX + text;
}

/** Edit form input: a leading KIND and every non-digit are stripped (KIND companies only). */
export function editFormBhrukInput(widget: string, typed: string): string {
  if (!isKindCompany(widget)) return typed;
  return digitsOnly(cleanText(typed).replace(/^KIND/i, ''));
}

/** Edit form: the value that will be saved for what is in the input (shown as a preview for KIND). */
export function savedBhrukId(widget: string, input: string): string {
  if (!isKindCompany(widget)) return input.trim();
  const digits = editFormBhrukInput(widget, input);
  return digits ? KIND_PREFIX + digits : '';
}
