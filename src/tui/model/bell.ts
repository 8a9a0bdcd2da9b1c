// --bell (and the `notify` setting): the terminal bell rings, or a desktop notification says how
// many checks turned failing, once for each refresh in which a check turned failing, whatever
// screen is shown (it listens to the check index, not to a screen).
import type { CheckIndex } from './checkIndex.js';

export function ringOnFailing(
  index: Pick<CheckIndex, 'onCheckStatusChange'>,
  ring: (turnedFailing: number) => void,
): () => void {
  return index.onCheckStatusChange((change) => {
    if (change.turnedFailing.length > 0) ring(change.turnedFailing.length);
  });
}
