import { useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * Text an input keeps while the operator types (the URL follows it, written with `replace`), so the
 * caret never jumps as the URL catches up; any other navigation (a link, back, forward, a filter change)
 * brings the URL's value back into the input.
 */
export function useUrlText(urlValue: string): [string, (text: string) => void] {
  const [text, setText] = useState(urlValue);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (navigationType !== NavigationType.Replace && location.key !== seenLocation) {
    setSeenLocation(location.key);
    setText(urlValue);
  }
  return [text, setText];
}
