// The footer's notice: said by a screen (or the shell) and shown on the screen that said it only.
// Info notices go away by themselves; an error stays until the next key.
import { useCallback, useEffect, useState } from 'react';
import type { NoticeTone } from '../state/shell.js';

const NOTICE_MS = 4000;

export interface Notice {
  text: string;
  tone: NoticeTone;
  /** The route key of the screen it belongs to. */
  route: string;
}

export interface NoticeControl {
  /** The notice of the screen shown (`route`), if any. */
  shown: Notice | undefined;
  notify: (text: string, tone: NoticeTone) => void;
  /** A key was pressed: an error notice has been read. */
  keyPressed: () => void;
}

/**
 * `routeNow()`: the route key of the screen shown at the moment a notice is raised. `initial`: said
 * on the first screen until a key is pressed (as an error notice is).
 */
export function useNotice(route: string, routeNow: () => string, initial?: string): NoticeControl {
  const [notice, setNotice] = useState<Notice | undefined>(() =>
    initial ? { text: initial, tone: 'error', route } : undefined,
  );
  useEffect(() => {
    if (!notice || notice.tone === 'error') return;
    const timer = setTimeout(() => setNotice(undefined), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const notify = useCallback(
    (text: string, tone: NoticeTone) => setNotice({ text, tone, route: routeNow() }),
    [routeNow],
  );
  const keyPressed = useCallback(() => setNotice((n) => (n?.tone === 'error' ? undefined : n)), []);
  return { shown: notice?.route === route ? notice : undefined, notify, keyPressed };
}
