// The bell (or the desktop notification, notify.ts) hangs on the check index's status-change
// event: once per refresh in which checks turned failing, told how many.
import { describe, expect, it } from 'vitest';
import { ringOnFailing } from '../../../src/tui/model/bell.js';
import type { CheckStatusChange } from '../../../src/tui/model/statusChange.js';

function fakeIndex() {
  const listeners = new Set<(c: CheckStatusChange) => void>();
  return {
    onCheckStatusChange(l: (c: CheckStatusChange) => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    emit(c: CheckStatusChange) {
      for (const l of listeners) l(c);
    },
  };
}

describe('ringOnFailing', () => {
  it('rings once per change with checks that turned failing, with their count; not for recoveries only', () => {
    const index = fakeIndex();
    const rings: number[] = [];
    const stop = ringOnFailing(index, (n) => rings.push(n));
    index.emit({ turnedFailing: ['a', 'b', 'c'], recovered: [], at: 1 });
    index.emit({ turnedFailing: [], recovered: ['a'], at: 2 });
    index.emit({ turnedFailing: ['d'], recovered: ['b'], at: 3 });
    expect(rings).toEqual([3, 1]);
    stop();
    index.emit({ turnedFailing: ['e'], recovered: [], at: 4 });
    expect(rings).toEqual([3, 1]);
  });
});
