/**
 * Internal comments on a case (guide: screens#case-page timeline): who may change one, how long a body may be,
 * and how @mentions are found, inserted and kept. Pure functions; the timeline components only wire them.
 */

/** The server refuses a longer body ("A comment can be at most 5,000 characters."). */
export const COMMENT_MAX_LENGTH = 5000;
/** The character count shows from here on, so it is there before the limit is reached and not before. */
export const COMMENT_COUNT_FROM = 4500;
/** An author may edit or delete a comment this long after posting it; an admin always may. */
export const COMMENT_CHANGE_WINDOW_MS = 15 * 60 * 1000;

export const COMMENT_EMPTY_MESSAGE = 'Comment cannot be empty.';
export const COMMENT_TOO_LONG_MESSAGE = 'A comment can be at most 5,000 characters.';

export type MentionUser = { id: number; name: string };

/**
 * The server's own check of a body, made before sending (on the text sent: without the spaces around it): the
 * message to show, or undefined when it may go.
 */
export function commentBodyError(body: string): string | undefined {
  const text = body.trim();
  if (!text) return COMMENT_EMPTY_MESSAGE;
  if (text.length > COMMENT_MAX_LENGTH) return COMMENT_TOO_LONG_MESSAGE;
  return undefined;
}

/** "4,600 / 5,000 characters" once a body nears the limit; null while it is far below. */
export function characterCountText(length: number): string | null {
  if (length < COMMENT_COUNT_FROM) return null;
  return `${length.toLocaleString('en-GB')} / ${COMMENT_MAX_LENGTH.toLocaleString('en-GB')} characters`;
}

/**
 * Whether `viewer` may edit or delete `comment` at `now` (ms): an admin always, its author within 15 minutes of
 * posting. The server decides in the end (403 "A comment can be changed only by its author within 15 minutes").
 */
export function canChangeComment(
  comment: { author: { id: number | null }; createdAt: string },
  viewer: { id: number | null | undefined; isAdmin: boolean },
  now: number,
): boolean {
  if (viewer.isAdmin) return true;
  if (viewer.id === null || viewer.id === undefined || comment.author.id !== viewer.id) return false;
  const posted = Date.parse(comment.createdAt);
  if (Number.isNaN(posted)) return false;
  return now - posted < COMMENT_CHANGE_WINDOW_MS;
}

/** Milliseconds until the author's window on `comment` closes (0 once closed): when to hide Edit and Delete. */
export function msUntilChangeWindowCloses(comment: { createdAt: string }, now: number): number {
  const posted = Date.parse(comment.createdAt);
  if (Number.isNaN(posted)) return 0;
  return Math.max(0, posted + COMMENT_CHANGE_WINDOW_MS - now);
}

/** The "@query" being typed: where its "@" stands and the letters after it. */
export type MentionQuery = { start: number; end: number; query: string };

// "@" at the start or after a space/bracket, then letters (a name's apostrophes, hyphens and dots too), up to the caret.
const TYPED_MENTION = /(?:^|[\s(])@([\p{L}][\p{L}'’.-]*)$/u;

/**
 * The mention being typed just before the caret ("Thanks @Ad|" -> {query: "Ad"}), or null: no "@" followed by a
 * letter there, an "@" inside a word (an e-mail address) or a caret that is not a single point.
 */
export function mentionQueryAt(text: string, caretStart: number, caretEnd = caretStart): MentionQuery | null {
  if (caretStart !== caretEnd) return null;
  const match = TYPED_MENTION.exec(text.slice(0, caretStart));
  if (!match) return null;
  const query = match[1];
  return { start: caretStart - query.length - 1, end: caretStart, query };
}

/** The text with the typed "@query" replaced by "@Full Name " and the caret just after it. */
export function insertMention(
  text: string,
  at: Pick<MentionQuery, 'start' | 'end'>,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  const after = text.slice(at.end).replace(/^ /, ''); // no double space when the caret stood before one
  return { text: text.slice(0, at.start) + inserted + after, caret: at.start + inserted.length };
}

/** `mentions` plus `user` (once per id). */
export function recordMention(mentions: readonly MentionUser[], user: MentionUser): MentionUser[] {
  return mentions.some((m) => m.id === user.id) ? [...mentions] : [...mentions, user];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "@Name" standing as a whole mention: not inside a word before it, not running on into more letters after it. */
const mentionPattern = (name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_@])@${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`, 'u');

/** The ids to send: the recorded users whose "@Full Name" is still in the text, in the order they were chosen. */
export function mentionIdsInText(text: string, recorded: readonly MentionUser[]): number[] {
  const ids: number[] = [];
  for (const user of recorded) {
    if (!ids.includes(user.id) && mentionPattern(user.name).test(text)) ids.push(user.id);
  }
  return ids;
}

export type BodySegment = { text: string; mention?: MentionUser };

/**
 * A comment's body cut into plain text and its mentions ("@Ada Lovelace"), so the mentions can be highlighted
 * without ever reading the body as HTML. A longer name wins where two overlap ("@Ada Lovelace" over "@Ada").
 */
export function bodySegments(body: string, mentions: readonly MentionUser[]): BodySegment[] {
  const names = [...mentions].filter((m) => m.name).sort((a, b) => b.name.length - a.name.length);
  if (names.length === 0) return body ? [{ text: body }] : [];
  const byName = new Map(names.map((m) => [m.name, m]));
  const any = new RegExp(
    `(?<![\\p{L}\\p{N}_@])@(${names.map((m) => escapeRegExp(m.name)).join('|')})(?![\\p{L}\\p{N}_])`,
    'gu',
  );
  const segments: BodySegment[] = [];
  let last = 0;
  for (const match of body.matchAll(any)) {
    const index = match.index ?? 0;
    if (index > last) segments.push({ text: body.slice(last, index) });
    segments.push({ text: match[0], mention: byName.get(match[1]) });
    last = index + match[0].length;
  }
  if (last < body.length) segments.push({ text: body.slice(last) });
  return segments;
}
