import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';

import { SEARCH_TARGET_ATTR } from '@/lib/shortcuts';
import { SEARCH_DEBOUNCE_MS } from './filter-panel';
import { useDraftText } from './use-draft-text';

/**
 * guide: screens#search-box: the one search box above the case table. The server matches the text against the client
 * name or e-mail, the BHR UK ID (with or without KIND), the KAM ID, the OB Link and the case reference. Typing is
 * debounced; Enter searches at once. `/` focuses it (lib/shortcuts.ts).
 */
export function CaseSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useDraftText(value);
  const apply = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      label="Search cases"
      description="Name or e-mail, BHR UK ID (with or without KIND), KAM ID or OB Link. Press / to jump here."
      placeholder="e.g. KIND1234, jane@example.com"
      mb="sm"
      maw={640}
      autoComplete="off"
      spellCheck={false}
      {...{ [SEARCH_TARGET_ATTR]: '' }}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          apply.cancel();
          onSearch(event.currentTarget.value);
        }
      }}
    />
  );
}
