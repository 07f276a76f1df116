import { describe, expect, it } from 'vitest';

import {
  focusSearchTarget,
  isTypingTarget,
  SEARCH_TARGET_ATTR,
  shortcutFor,
  type KeyEventLike,
  type ShortcutId,
} from '@/lib/shortcuts';

const ALL: ShortcutId[] = ['search', 'addCase', 'help'];

function press(key: string, target: EventTarget | null = document.body, extra: Partial<KeyEventLike> = {}) {
  return { key, ctrlKey: false, altKey: false, metaKey: false, shiftKey: false, target, ...extra };
}

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

describe('shortcutFor', () => {
  it('maps / to search, n to Add Case and ? (Shift+/) to the help', () => {
    expect(shortcutFor(press('/'), ALL)).toBe('search');
    expect(shortcutFor(press('n'), ALL)).toBe('addCase');
    expect(shortcutFor(press('?', document.body, { shiftKey: true }), ALL)).toBe('help');
  });

  it('ignores other keys, and Shift+n (N)', () => {
    expect(shortcutFor(press('x'), ALL)).toBeNull();
    expect(shortcutFor(press('N', document.body, { shiftKey: true }), ALL)).toBeNull();
    expect(shortcutFor(press('n', document.body, { shiftKey: true }), ALL)).toBeNull();
  });

  it('offers only the shortcuts the screen made available (no n for a user who may not add cases)', () => {
    expect(shortcutFor(press('n'), ['search', 'help'])).toBeNull();
    expect(shortcutFor(press('/'), ['search', 'help'])).toBe('search');
  });

  it.each([
    ['ctrlKey', { ctrlKey: true }],
    ['altKey', { altKey: true }],
    ['metaKey', { metaKey: true }],
    ['isComposing', { isComposing: true }],
    ['defaultPrevented', { defaultPrevented: true }],
  ])('never fires with %s', (_name, extra) => {
    expect(shortcutFor(press('n', document.body, extra), ALL)).toBeNull();
    expect(shortcutFor(press('/', document.body, extra), ALL)).toBeNull();
  });

  it.each([
    ['a text input', '<input type="text" />'],
    ['a search input', '<input type="search" />'],
    ['an input without a type', '<input />'],
    ['a textarea', '<textarea></textarea>'],
    ['a select', '<select><option>a</option></select>'],
    ['a contenteditable area', '<div contenteditable="true">x</div>'],
    ['a combobox', '<div role="combobox" tabindex="0"></div>'],
  ])('never fires while typing in %s', (_name, html) => {
    const field = element(html);
    for (const key of ['/', 'n', '?']) expect(shortcutFor(press(key, field), ALL)).toBeNull();
  });

  it('fires from a focused button or checkbox (not typing)', () => {
    expect(shortcutFor(press('n', element('<button>Go</button>')), ALL)).toBe('addCase');
    expect(shortcutFor(press('/', element('<input type="checkbox" />')), ALL)).toBe('search');
  });

  it('never fires inside an open dialog or menu', () => {
    element('<div role="dialog"><button id="in">Close</button></div>');
    expect(shortcutFor(press('n', document.getElementById('in')), ALL)).toBeNull();
    element('<div role="menu"><button id="item">Item</button></div>');
    expect(shortcutFor(press('?', document.getElementById('item'), { shiftKey: true }), ALL)).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('is false for nothing, the page and buttons', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(element('<button>b</button>'))).toBe(false);
    expect(isTypingTarget(element('<input type="radio" />'))).toBe(false);
  });

  it('is true inside a contenteditable ancestor', () => {
    element('<div contenteditable="true"><span id="s">x</span></div>');
    expect(isTypingTarget(document.getElementById('s'))).toBe(true);
  });
});

describe('focusSearchTarget', () => {
  it('focuses and selects the field marked as the search target', () => {
    document.body.innerHTML = `<input id="other" /><input id="search" ${SEARCH_TARGET_ATTR} value="acme" />`;
    expect(focusSearchTarget()).toBe(true);
    const search = document.getElementById('search') as HTMLInputElement;
    expect(document.activeElement).toBe(search);
    expect(search.selectionStart).toBe(0);
    expect(search.selectionEnd).toBe(4);
  });

  it('returns false when the screen has no search target', () => {
    document.body.innerHTML = '<input />';
    expect(focusSearchTarget()).toBe(false);
  });
});
