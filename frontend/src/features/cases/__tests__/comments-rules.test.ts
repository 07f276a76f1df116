import {
  bodySegments,
  canChangeComment,
  characterCountText,
  commentBodyError,
  COMMENT_CHANGE_WINDOW_MS,
  insertMention,
  mentionIdsInText,
  mentionQueryAt,
  msUntilChangeWindowCloses,
  recordMention,
} from '@/features/cases/rules/comments';

const POSTED = '2026-07-01T12:00:00Z';
const posted = Date.parse(POSTED);
const comment = { author: { id: 4 }, createdAt: POSTED };
const minutes = (n: number) => n * 60 * 1000;

describe('who may change a comment', () => {
  it('lets its author edit or delete it for 15 minutes after posting, and not after', () => {
    const author = { id: 4, isAdmin: false };
    expect(canChangeComment(comment, author, posted)).toBe(true);
    expect(canChangeComment(comment, author, posted + minutes(14) + 59_000)).toBe(true);
    expect(canChangeComment(comment, author, posted + COMMENT_CHANGE_WINDOW_MS)).toBe(false);
    expect(canChangeComment(comment, author, posted + minutes(60))).toBe(false);
  });

  it('never lets anyone else change it, nor a comment whose author is gone', () => {
    expect(canChangeComment(comment, { id: 5, isAdmin: false }, posted)).toBe(false);
    expect(canChangeComment(comment, { id: undefined, isAdmin: false }, posted)).toBe(false);
    expect(canChangeComment({ ...comment, author: { id: null } }, { id: null, isAdmin: false }, posted)).toBe(
      false,
    );
  });

  it('always lets an admin change it', () => {
    expect(canChangeComment(comment, { id: 9, isAdmin: true }, posted + minutes(600))).toBe(true);
  });

  it('says how long the window has left, 0 once it is over', () => {
    expect(msUntilChangeWindowCloses(comment, posted + minutes(5))).toBe(minutes(10));
    expect(msUntilChangeWindowCloses(comment, posted + minutes(20))).toBe(0);
    expect(msUntilChangeWindowCloses({ createdAt: 'nonsense' }, posted)).toBe(0);
  });
});

describe('the body', () => {
  it('must have words and at most 5,000 characters, as the server says', () => {
    expect(commentBodyError('')).toBe('Comment cannot be empty.');
    expect(commentBodyError('  \n ')).toBe('Comment cannot be empty.');
    expect(commentBodyError('x'.repeat(5000))).toBeUndefined();
    expect(commentBodyError('x'.repeat(5001))).toBe('A comment can be at most 5,000 characters.');
    expect(commentBodyError(` ${'x'.repeat(5000)}\n`)).toBeUndefined(); // what is sent is trimmed
  });

  it('shows a character count only near the limit', () => {
    expect(characterCountText(100)).toBeNull();
    expect(characterCountText(4499)).toBeNull();
    expect(characterCountText(4500)).toBe('4,500 / 5,000 characters');
    expect(characterCountText(5012)).toBe('5,012 / 5,000 characters');
  });
});

describe('typing a mention', () => {
  it('finds "@" and the letters typed up to the caret', () => {
    expect(mentionQueryAt('Thanks @Ad', 10)).toEqual({ start: 7, end: 10, query: 'Ad' });
    expect(mentionQueryAt('@Ada', 4)).toEqual({ start: 0, end: 4, query: 'Ada' });
    expect(mentionQueryAt('line\n@O’Br', 10)).toEqual({ start: 5, end: 10, query: 'O’Br' });
    // Caret inside the word: only what stands before it counts.
    expect(mentionQueryAt('cc @Adam later', 6)).toEqual({ start: 3, end: 6, query: 'Ad' });
  });

  it('does not start on a bare "@", an e-mail address, a finished mention or a selection', () => {
    expect(mentionQueryAt('Thanks @', 8)).toBeNull();
    expect(mentionQueryAt('mail ada@example', 16)).toBeNull();
    expect(mentionQueryAt('@Ada Lovelace ', 14)).toBeNull();
    expect(mentionQueryAt('@1st', 4)).toBeNull();
    expect(mentionQueryAt('Thanks @Ad', 7, 10)).toBeNull();
  });

  it('replaces what was typed with "@Full Name " and puts the caret after it', () => {
    expect(insertMention('Thanks @Ad', { start: 7, end: 10 }, 'Ada Lovelace')).toEqual({
      text: 'Thanks @Ada Lovelace ',
      caret: 21,
    });
    expect(insertMention('cc @Ad and more', { start: 3, end: 6 }, 'Ada Lovelace')).toEqual({
      text: 'cc @Ada Lovelace and more',
      caret: 17,
    });
  });

  it('records each chosen user once', () => {
    const ada = { id: 4, name: 'Ada Lovelace' };
    expect(recordMention([], ada)).toEqual([ada]);
    expect(recordMention([ada], ada)).toEqual([ada]);
  });
});

describe('the mentions sent', () => {
  const ada = { id: 4, name: 'Ada Lovelace' };
  const alan = { id: 7, name: 'Alan Turing' };

  it('are the recorded users whose "@Full Name" is still in the text', () => {
    expect(mentionIdsInText('@Ada Lovelace and @Alan Turing, please look', [ada, alan])).toEqual([4, 7]);
    expect(mentionIdsInText('@Ada Lovelace, please look', [ada, alan])).toEqual([4]);
    expect(mentionIdsInText('@Ada Love, please look', [ada])).toEqual([]);
    expect(mentionIdsInText('Ada Lovelace without the at', [ada])).toEqual([]);
  });

  it('do not count a name run on into other letters or inside an e-mail address', () => {
    expect(mentionIdsInText('@Ada Lovelaces', [ada])).toEqual([]);
    expect(mentionIdsInText('x@Ada Lovelace', [ada])).toEqual([]);
    expect(mentionIdsInText('(@Ada Lovelace)', [ada])).toEqual([4]);
  });
});

describe('a body with mentions, for reading', () => {
  it('cuts out each mention, the longest name first, and keeps the rest as typed', () => {
    const segments = bodySegments('Hi @Ada Lovelace,\n@Ada and @Bob?', [
      { id: 1, name: 'Ada' },
      { id: 4, name: 'Ada Lovelace' },
    ]);
    expect(segments).toEqual([
      { text: 'Hi ' },
      { text: '@Ada Lovelace', mention: { id: 4, name: 'Ada Lovelace' } },
      { text: ',\n' },
      { text: '@Ada', mention: { id: 1, name: 'Ada' } },
      { text: ' and @Bob?' },
    ]);
  });

  it('is one plain segment without mentions, and markup stays text', () => {
    expect(bodySegments('<b>bold</b>', [])).toEqual([{ text: '<b>bold</b>' }]);
    expect(bodySegments('', [])).toEqual([]);
  });
});
