import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useT } from '@/i18n/i18n-provider';
import { useUrlText } from './use-url-text';

/** Typing pauses this long before the search is sent. */
export const searchDelayMs = 300;

/** The longest search the journal takes. */
const maxSearchLength = 200;

/**
 * The search box: it keeps what is typed to itself and hands it on (to the URL, then the server) once
 * typing pauses, so a keystroke redraws the box, not the page and its list; a paste at once.
 */
export function SearchBox({ urlValue, onSearch }: { urlValue: string; onSearch: (text: string) => void }) {
  const t = useT();
  const [text, setText] = useUrlText(urlValue);
  const send = useDebouncedCallback(onSearch, searchDelayMs);
  const { key } = useLocation();
  // Any other move of the address (Clear filters, a link, back) wins over a search still waiting.
  useEffect(() => send.cancel, [key, send]);
  return (
    <TextInput
      label={t('queue.filters.search')}
      type="search"
      placeholder={t('queue.filters.searchPlaceholder')}
      value={text}
      maxLength={maxSearchLength}
      title={text === '' ? undefined : text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        send(typed);
        // Several characters at once (an id pasted, dropped or filled in) are the whole search: no
        // typing to wait for.
        if (typed.length - text.length > 1) send.flush();
      }}
      w={240}
    />
  );
}
