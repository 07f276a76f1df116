import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Combobox, Loader, Text, Textarea, useCombobox } from '@mantine/core';
import { useDebouncedValue, useMergedRef } from '@mantine/hooks';

import { useMentionableUsers } from '@/features/cases/api/get-mentionable-users';
import {
  insertMention,
  mentionQueryAt,
  recordMention,
  type MentionQuery,
  type MentionUser,
} from '@/features/cases/rules/comments';

const SEARCH_DELAY_MS = 150;

/**
 * A comment's text field with @mentions: typing "@" and letters opens Mantine's Combobox of the staff whose name
 * matches (GET /api/users/mentionable); arrow keys and Enter (or a click) choose, Escape closes. Choosing writes
 * "@Full Name " in place of what was typed and records the user in `mentions`. Ctrl/Cmd+Enter calls `onSubmit`.
 */
export function MentionTextarea({
  label,
  description,
  error,
  value,
  onChange,
  mentions,
  onMentionsChange,
  onSubmit,
  textareaRef,
  autoFocus,
}: {
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  value: string;
  onChange: (text: string) => void;
  mentions: readonly MentionUser[];
  onMentionsChange: (mentions: MentionUser[]) => void;
  onSubmit: () => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
  autoFocus?: boolean;
}) {
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = useMergedRef(ownRef, textareaRef);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  // Where the mention stood that Escape closed: it stays closed until another one starts.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [search] = useDebouncedValue(query?.query ?? '', SEARCH_DELAY_MS);
  const users = useMentionableUsers(search);
  const pendingCaret = useRef<number | null>(null);

  const opened = query !== null && query.start !== dismissedAt;
  const combobox = useCombobox({
    opened,
    onOpenedChange: (next) => {
      if (!next && query) setDismissedAt(query.start);
    },
  });

  // After a mention is inserted the caret goes just past it (the new value is in the field by now).
  useLayoutEffect(() => {
    if (pendingCaret.current === null || !ownRef.current) return;
    ownRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [value]);

  const readQuery = (field: HTMLTextAreaElement) => {
    const next = mentionQueryAt(field.value, field.selectionStart, field.selectionEnd);
    if (next?.start !== query?.start || next?.query !== query?.query) {
      combobox.resetSelectedOption();
      setQuery(next);
    }
    if (!next) setDismissedAt(null);
  };

  const choose = (id: string) => {
    const user = (users.data ?? []).find((u) => String(u.id) === id);
    if (!user || !query) return;
    const next = insertMention(value, query, user.name);
    pendingCaret.current = next.caret;
    combobox.resetSelectedOption();
    setQuery(null);
    onMentionsChange(recordMention(mentions, user));
    onChange(next.text);
  };

  // The last answer stays up while the next one is awaited (no flicker as each letter is typed).
  const options = query ? (users.data ?? []) : [];
  const searching = users.isFetching || search !== (query?.query ?? '');
  const optionIds = options.map((user) => user.id).join();

  // New choices: nothing is picked until an arrow key picks it.
  const { resetSelectedOption } = combobox;
  useEffect(() => resetSelectedOption(), [optionIds, resetSelectedOption]);

  return (
    <Combobox store={combobox} onOptionSubmit={choose} position="bottom-start" width={280}>
      {/* Arrow keys and Enter belong to the list only while it offers someone; else they move and break lines. */}
      <Combobox.Target withKeyboardNavigation={opened && options.length > 0}>
        <Textarea
          ref={ref}
          label={label}
          description={description}
          error={error}
          value={value}
          autoFocus={autoFocus}
          // Not `autosize`: it needs document.fonts, which jsdom lacks (every test that mounts the page would fail).
          rows={4}
          resize="vertical"
          styles={{ input: { overflowWrap: 'anywhere' } }}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            readQuery(event.currentTarget);
          }}
          onSelect={(event) => readQuery(event.currentTarget)}
          onBlur={() => setQuery(null)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              onSubmit();
            } else if (event.key === 'Escape' && opened && query) {
              setDismissedAt(query.start);
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label="Staff to mention">
          {options.map((user) => (
            <Combobox.Option key={user.id} value={String(user.id)}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {user.name}
              </Text>
            </Combobox.Option>
          ))}
          {options.length === 0 &&
            (searching ? (
              <Combobox.Empty>
                <Loader size="xs" aria-label="Searching staff" />
              </Combobox.Empty>
            ) : (
              <Combobox.Empty>No staff match “{query?.query}”.</Combobox.Empty>
            ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
