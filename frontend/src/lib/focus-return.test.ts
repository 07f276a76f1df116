import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';

import { focusIsLost, focusOpener, installDialogFocusReturn } from '@/lib/focus-return';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusOpener', () => {
  it('is the element itself for an ordinary control', () => {
    document.body.innerHTML = '<button id="b">Add Case</button>';
    const button = document.getElementById('b');
    expect(focusOpener(button)).toBe(button);
  });

  it('is the menu trigger for an item of a menu (the item unmounts with its menu)', () => {
    document.body.innerHTML = `
      <button id="trigger" aria-controls="menu-1">Actions</button>
      <div role="menu" id="menu-1"><button id="item" role="menuitem">Edit</button></div>`;
    expect(focusOpener(document.getElementById('item'))).toBe(document.getElementById('trigger'));
  });

  it('is null for the page itself', () => {
    expect(focusOpener(document.body)).toBeNull();
    expect(focusOpener(null)).toBeNull();
  });
});

describe('installDialogFocusReturn', () => {
  it('gives focus back to the opener when the dialog leaves and focus fell to the page', async () => {
    document.body.innerHTML = `
      <button id="trigger" aria-controls="menu-1">Actions</button>
      <div role="menu" id="menu-1"><button id="item">Edit case</button></div>`;
    const uninstall = installDialogFocusReturn();
    document.getElementById('item')!.focus();

    // The menu closes (its item unmounts) and a dialog opens and takes focus.
    document.getElementById('menu-1')!.remove();
    const dialog = document.createElement('section');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.innerHTML = '<button id="close">Close</button>';
    document.body.append(dialog);
    await waitFor(() => expect(document.getElementById('close')).not.toBeNull());
    document.getElementById('close')!.focus();

    // The dialog closes: its focused button goes with it.
    dialog.remove();
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('trigger')));
    uninstall();
  });

  it('leaves focus alone when something else already has it', async () => {
    document.body.innerHTML = '<button id="opener">Open</button><input id="field" />';
    const uninstall = installDialogFocusReturn();
    document.getElementById('opener')!.focus();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    await new Promise((r) => setTimeout(r, 0));
    document.getElementById('field')!.focus();
    dialog.remove();
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(document.getElementById('field'));
    uninstall();
  });
});

describe('focusIsLost', () => {
  it('is true on the page body and false on a control', () => {
    document.body.innerHTML = '<button id="b">b</button>';
    (document.activeElement as HTMLElement | null)?.blur();
    expect(focusIsLost()).toBe(true);
    document.getElementById('b')!.focus();
    expect(focusIsLost()).toBe(false);
  });
});

describe('a dialog opened with nothing focused', () => {
  it('does not pull focus to a control the user had left before it opened', async () => {
    document.body.innerHTML = '<input id="search" /><h1>Dashboard</h1>';
    const uninstall = installDialogFocusReturn();
    const search = document.getElementById('search')!;
    search.focus();
    search.blur(); // a click on the page's background
    await new Promise((r) => setTimeout(r, 10));
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.innerHTML = '<button id="close">Close</button>';
    document.body.append(dialog);
    await new Promise((r) => setTimeout(r, 0));
    document.getElementById('close')!.focus();
    dialog.remove();
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(document.body);
    uninstall();
  });

  it('has no opener when the dialog opens at once after the click, before any timer has run', async () => {
    document.body.innerHTML = '<input id="search" /><h1>Dashboard</h1>';
    const uninstall = installDialogFocusReturn();
    const search = document.getElementById('search')!;
    search.focus();
    search.blur(); // a click on the page's background, then a shortcut key in the same turn
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.innerHTML = '<button id="close">Close</button>';
    document.body.append(dialog);
    await Promise.resolve(); // the mutation observer's turn
    document.getElementById('close')!.focus();
    dialog.remove();
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(document.body);
    uninstall();
  });
});
