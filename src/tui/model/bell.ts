// --bell: the terminal bell rings once for each refresh in which a check turned failing, whatever
// screen is shown (it listens to the check index, not to a screen).
import type { CheckIndex } from './checkIndex.js';

export function ringOnFailing(index: Pick<CheckIndex, 'onCheckStatusChange'>, ring: () => void): () => void {
  return index.onCheckStatusChange((change) => {
    if (change.turnedFailing.length > 0) ring();
  });
}
