// The `/` text of the Checks screen while the index still loads: the server's name search brings
// the matches' details (debounced, the previous search cancelled), and its count of matches is the
// better number until every check is in.
import type { VigilClient } from '../../client/index.js';
import type { CheckSummary } from '../../client/schemas/index.js';
import { systemClock, type Clock } from '../../client/clock.js';
import type { SearchState } from './triageSettings.js';

const SEARCH_DEBOUNCE_MS = 120;
const PAGE_SIZE = 100;

export class CheckSearch {
  state: SearchState = { text: '', total: null, loading: false };
  private timer: unknown;
  private controller: AbortController | undefined;

  constructor(
    private readonly client: VigilClient,
    /** Called with the matches the server found, then once the state changed. */
    private readonly found: (items: readonly CheckSummary[]) => void,
    private readonly clock: Clock = systemClock,
  ) {}

  /** A new `/` text; `complete`: every check is in, so the screen filters them itself. */
  set(text: string, complete: boolean): void {
    this.cancel();
    const trimmed = text.trim();
    this.state = { text: trimmed, total: null, loading: false };
    if (trimmed === '' || complete) return;
    this.state.loading = true;
    this.timer = this.clock.setTimer(() => void this.run(trimmed), SEARCH_DEBOUNCE_MS, false);
  }

  cancel(): void {
    if (this.timer !== undefined) this.clock.clearTimer(this.timer);
    this.timer = undefined;
    this.controller?.abort();
  }

  private async run(text: string): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    try {
      const page = await this.client.listCheckSummaries(
        { search: text, limit: PAGE_SIZE },
        { signal: controller.signal },
      );
      if (controller.signal.aborted || this.state.text !== text) return;
      this.state = { text, total: page.range?.total ?? page.items.length, loading: false };
      this.found(page.items);
    } catch {
      if (controller.signal.aborted) return;
      this.state = { text, total: null, loading: false };
      this.found([]);
    }
  }
}
