/**
 * Text as the server sees it (cases/rules.py): Python's str.strip() and clean_text(), so a browser check on a
 * typed value answers as the server will once the value is saved. JavaScript's trim() is not the same: it
 * strips the byte-order mark (Python keeps it) and keeps the separators U+001C-U+001F and U+0085 (Python
 * strips them).
 */

/** The characters Python's str.isspace() accepts, the set str.strip() removes. */
const PY_SPACE =
  '\\t\\n\\v\\f\\r \\x1c-\\x1f\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const PY_STRIP = new RegExp(`^[${PY_SPACE}]+|[${PY_SPACE}]+$`, 'g');
/** Unicode format characters (category Cf): zero-width space, soft hyphen, joiners, direction marks, BOM. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/** Python's str.strip() with no argument. */
export function pyStrip(text: string): string {
  return text.replace(PY_STRIP, '');
}

/** rules.clean_text: format characters dropped, NFKC-normalised, stripped. */
export function cleanText(value: string | null | undefined): string {
  const text = value ?? '';
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(text)) return pyStrip(text);
  const normalised = text.replace(FORMAT_CHARACTERS, '').normalize('NFKC');
  return pyStrip(normalised.replace(FORMAT_CHARACTERS, ''));
}
