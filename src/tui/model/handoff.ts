// The hand-off (issue 26) in the TUI: the memory of the last look, what changed since (the
// check index's statuses against it, plus incident updates and failed sessions loaded once),
// pauses made through vigil, due reminders. No React: main.tsx makes it, screens read it through
// useHandoff; it saves the look when the TUI ends.
import type { VigilClient } from '../../client/index.js';
import type { CheckStatusSummary, CheckSummary } from '../../client/schemas/index.js';
import { type Change, findChanges } from '../../format/changes.js';
import { checkStatusWord, type CheckStatusWord } from '../../format/checks.js';
import {
  type Memory,
  type PauseRecord,
  type StatusWordKept,
  dueReminders,
  recordPause,
  rememberLook,
  standingPauses,
} from '../../format/memory.js';

export interface HandoffOptions {
  memory: Memory;
  profile: string;
  /** Writes the memory; returns one sentence when it could not. */
  save: (next: Memory) => string | undefined;
  /** One sentence about a memory file that was ignored, said once on the first frame. */
  notice?: string;
  now?: () => number;
}

type Timed = {
  id: string;
  name: string;
  updates?: Array<{ id: string | null; status: string | null; at: number | null }>;
};

const millis = (iso: string | null | undefined): number | null => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
};
/**
 * A status as the changes read it. The Checks screen compares all 10,000 at each redraw while
 * pages load, and only a check that changed needs its name and time: those are read then.
 */
class StatusEntry {
  constructor(
    private readonly s: CheckStatusSummary,
    private readonly checks: ReadonlyMap<string, CheckSummary>,
    readonly status: CheckStatusWord,
  ) {}
  get id(): string {
    return this.s.checkId;
  }
  get name(): string {
    return this.s.name ?? this.checks.get(this.s.checkId)?.name ?? this.s.checkId;
  }
  get changedAt(): number | null {
    return millis(this.s.updated_at);
  }
}

const WORDS: Record<string, StatusWordKept> = { FAIL: 'failing', DEGR: 'degraded', PASS: 'passing' };

/** The statuses as a look keeps them: a word by check (a paused or unknown one is left out). */
function lookChecks(
  statuses: ReadonlyMap<string, CheckStatusSummary>,
  checks: ReadonlyMap<string, CheckSummary>,
): Array<{ id: string; word: StatusWordKept }> {
  return [...statuses.values()].flatMap((s) => {
    const word = WORDS[checkStatusWord({ activated: checks.get(s.checkId)?.activated ?? true }, s)];
    return word ? [{ id: s.checkId, word }] : [];
  });
}

export class Handoff {
  /** The memory as it was when the TUI started: what "since" compares with. */
  readonly previous: Memory;
  /**
   * On a first run (no look remembered), the statuses as first seen: what the changes count from
   * while the run lasts, so that a first run kept open through an incident still lists them.
   */
  private firstLook: Memory | undefined;
  memory: Memory;
  readonly profile: string;
  notice: string | undefined;
  private incidents: Timed[] = [];
  private failedSessions: Array<{ id: string; name: string; at: number | null }> = [];
  private loaded = false;
  private version = 0;
  private readonly listeners = new Set<() => void>();
  readonly now: () => number;

  constructor(private readonly o: HandoffOptions) {
    this.previous = o.memory;
    this.memory = o.memory;
    this.profile = o.profile;
    this.notice = o.notice;
    this.now = o.now ?? Date.now;
  }

  subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  getVersion = (): number => this.version;
  private changed(): void {
    this.version++;
    for (const l of this.listeners) l();
  }

  /** What the changes compare with: the last look, else this run's first statuses once seen. */
  private get baseline(): Memory | undefined {
    return this.previous.lookedAt === null ? this.firstLook : this.previous;
  }

  /** When the last look was (epoch ms); on a first run, when its statuses were first seen, or null before. */
  get since(): number | null {
    const at = this.baseline?.lookedAt ?? null;
    return at === null ? null : Date.parse(at);
  }

  /** True when "since" counts from this run's first statuses: no look was remembered before it. */
  get firstRun(): boolean {
    return this.previous.lookedAt === null;
  }

  /**
   * Incident updates and failed sessions since the last look: one request each, once. A first run
   * has no last look to count them from (its own start is now: none are since).
   */
  async load(client: VigilClient, signal?: AbortSignal): Promise<void> {
    const since = this.since;
    if (this.loaded || this.firstRun || since === null) return;
    this.loaded = true;
    const [incidents, sessions] = await Promise.allSettled([
      client.listIncidents({ limit: 100 }, signal ? { signal } : {}),
      client.listTestSessions(
        { limit: 100, statuses: ['FAILED'], from: Math.floor((since - 6 * 3600_000) / 1000) },
        signal ? { signal } : {},
      ),
    ]);
    if (incidents.status === 'fulfilled')
      this.incidents = incidents.value.items.map((i) => ({
        id: i.id,
        name: i.name,
        updates: i.incidentUpdates.map((u) => ({
          id: u.id ?? null,
          status: u.status ?? null,
          at: millis(u.publicIncidentUpdateDate ?? u.created_at),
        })),
      }));
    if (sessions.status === 'fulfilled')
      this.failedSessions = sessions.value.items.map((s) => ({
        id: s.id,
        name: s.name,
        at: millis(s.stoppedAt) ?? millis(s.startedAt),
      }));
    this.changed();
  }

  /**
   * What changed since the last look (on a first run: since its statuses were first seen, which
   * the first call with statuses takes as the baseline), newest first; undefined before statuses.
   */
  changes(
    statuses: ReadonlyMap<string, CheckStatusSummary> | undefined,
    checks: ReadonlyMap<string, CheckSummary>,
  ): Change[] | undefined {
    if (statuses === undefined) return undefined;
    if (this.firstRun && this.firstLook === undefined)
      this.firstLook = rememberLook(this.previous, {
        at: this.now(),
        checks: lookChecks(statuses, checks),
        incidentUpdates: [],
        failedSessions: [],
      });
    const baseline = this.baseline as Memory;
    const since = Date.parse(baseline.lookedAt as string);
    function* list() {
      for (const s of statuses!.values())
        yield new StatusEntry(s, checks, checkStatusWord({ activated: checks.get(s.checkId)?.activated ?? true }, s));
    }
    return findChanges({
      now: this.now(),
      since,
      sinceGiven: false,
      memory: { ...baseline, pauses: this.memory.pauses },
      checks: list(),
      incidents: this.incidents.map((i) => ({ id: i.id, name: i.name, updates: i.updates ?? [] })),
      failedSessions: this.failedSessions,
      checkName: (id) => statuses.get(id)?.name ?? checks.get(id)?.name ?? undefined,
    });
  }

  /** Pauses through vigil with this profile whose checks are still paused (when known), oldest first. */
  paused(checks: ReadonlyMap<string, CheckSummary>): PauseRecord[] {
    return standingPauses(this.memory).filter((p) => checks.get(p.checkId)?.activated !== true);
  }

  due(checks: ReadonlyMap<string, CheckSummary>): PauseRecord[] {
    const ids = new Set(this.paused(checks).map((p) => p.checkId));
    return dueReminders(this.memory, this.now()).filter((p) => ids.has(p.checkId));
  }

  /** A pause or resume through the TUI, remembered at once (a crash must not forget it). */
  record(checkId: string, action: 'pause' | 'resume'): void {
    this.memory = recordPause(this.memory, {
      checkId,
      action,
      at: new Date(this.now()).toISOString(),
      profile: this.profile,
    });
    this.o.save(this.memory);
    this.changed();
  }

  /** The look to remember as the TUI ends: every status seen, the updates and sessions seen. */
  saveLook(
    statuses: ReadonlyMap<string, CheckStatusSummary> | undefined,
    checks: ReadonlyMap<string, CheckSummary>,
  ): string | undefined {
    if (statuses === undefined) return undefined; // nothing was seen: the last look stays
    const next = rememberLook(this.memory, {
      at: this.now(),
      checks: lookChecks(statuses, checks),
      incidentUpdates: this.incidents.flatMap((i) => (i.updates ?? []).flatMap((u) => (u.id ? [u.id] : []))),
      failedSessions: this.failedSessions.map((s) => s.id),
    });
    this.memory = next;
    return this.o.save(next);
  }
}
