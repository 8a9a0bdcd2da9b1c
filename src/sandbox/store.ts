// The sandbox's data: generated from the seed, changed by requests (PUT check, POST incident
// update, DELETE member), those changes optionally kept in a state file across restarts.
import { randomUUID } from 'node:crypto';
import type {
  AlertChannel,
  Check,
  CheckGroup,
  CheckStatus,
  CheckUpdate,
  Incident,
  IncidentCreateInput,
  IncidentService,
  IncidentUpdate,
  IncidentUpdateInput,
  Member,
} from '../client/schemas/index.js';
import { generateCatalog } from './data/catalog.js';
import { FREQUENCY_MINUTES, FREQUENCY_OFFSET } from './data/frequencies.js';
import { generateErrorGroups, type ErrorGroupRecord } from './data/error-groups.js';
import { generatePeople, type SandboxUser } from './data/people.js';
import { BIG_INDEX, FAILED_INDEX, SessionCatalog } from './data/sessions.js';
import type { SandboxFixtures } from './fixtures.js';
import { HttpError } from './http/reply.js';
import { Outage, applyOutage, runLocations } from './outage.js';
import { CheckRunLog } from './history/run-log.js';
import { Kind, hash32, uuidFrom } from './random.js';
import { prepareStateFile, readStateFile, writeStateFile } from './state/file.js';
import { type StateFile, emptyState } from './state/schema.js';

export interface StoreOptions {
  seed: number;
  checks: number;
  groups: number;
  sessions: number;
  runningSessionMs: number;
  stateFile: string | undefined;
  anchor: number;
  /** Locations where every check fails (`vigil sandbox --outage`). */
  outages?: readonly string[];
}

export interface ApiKeyInfo {
  key: string;
  readOnly: boolean;
  userId: string;
}

export class SandboxStore {
  readonly accountId: string;
  readonly account: Record<string, unknown>;
  readonly apiKey: string;
  readonly readOnlyApiKey: string;
  readonly keys: Map<string, ApiKeyInfo>;
  readonly checks: Check[];
  readonly checkById = new Map<string, Check>();
  readonly groups: CheckGroup[];
  readonly groupById = new Map<number, CheckGroup>();
  readonly channels: AlertChannel[];
  readonly statuses: CheckStatus[];
  readonly statusById = new Map<string, CheckStatus>();
  readonly members: Member[];
  readonly users: SandboxUser[];
  readonly incidents: Incident[];
  readonly incidentById = new Map<string, Incident>();
  readonly services: IncidentService[];
  readonly serviceById = new Map<string, IncidentService>();
  readonly errorGroups: ErrorGroupRecord[];
  readonly errorGroupById = new Map<string, ErrorGroupRecord>();
  readonly sessions: SessionCatalog;
  readonly fixtures: SandboxFixtures;
  /** Which locations are out: every check running there fails. */
  readonly outage: Outage;
  private readonly removed = new Set<string>();
  private state: StateFile = emptyState();
  /** Bumped on every change to checks or their statuses; response caches key on it. */
  checksVersion = 0;
  readonly seed: number;
  /** Runs and outages since the start: the newest part of every check's history. */
  readonly runLog: CheckRunLog;

  constructor(private readonly o: StoreOptions) {
    const { seed, anchor } = o;
    const people = generatePeople(seed, anchor);
    const catalog = generateCatalog(seed, { checks: o.checks, groups: o.groups }, anchor);
    const projectId = uuidFrom(seed, Kind.project, 0);
    this.accountId = people.account.id;
    this.account = people.account;
    this.members = people.members;
    this.users = people.users;
    this.incidents = people.incidents;
    for (const i of this.incidents) this.incidentById.set(i.id, i);
    this.services = people.services;
    for (const s of this.services) this.serviceById.set(s.id, s);
    this.checks = catalog.checks;
    for (const c of this.checks) this.checkById.set(c.id, c);
    this.groups = catalog.groups;
    for (const g of this.groups) this.groupById.set(g.id, g);
    this.channels = catalog.channels;
    this.statuses = catalog.statuses;
    for (const s of this.statuses) this.statusById.set(s.checkId, s);
    this.outage = new Outage(o.outages);
    applyOutage(this.outage, this.statuses, (id) => this.checkLocations(id));
    this.seed = seed;
    this.runLog = new CheckRunLog(this.statuses);
    this.errorGroups = generateErrorGroups(seed, projectId, anchor);
    for (const g of this.errorGroups) this.errorGroupById.set(g.id, g);
    this.sessions = new SessionCatalog({
      seed,
      count: o.sessions,
      anchor,
      runningSessionMs: o.runningSessionMs,
      checks: this.checks,
      users: this.users,
      errorGroups: this.errorGroups,
      accountId: this.accountId,
      projectId,
    });

    // Demo keys: stable for a seed so stored logins survive a restart of the same sandbox.
    const keyHex = (salt: number) =>
      hash32(seed, salt).toString(16).padStart(8, '0') + hash32(salt, seed).toString(16).padStart(8, '0');
    this.apiKey = `vigil_sandbox_demo_${keyHex(0x51)}`;
    this.readOnlyApiKey = `vigil_sandbox_readonly_${keyHex(0x52)}`;
    this.keys = new Map([
      [this.apiKey, { key: this.apiKey, readOnly: false, userId: people.fixtures.ownerUserId }],
      [this.readOnlyApiKey, { key: this.readOnlyApiKey, readOnly: true, userId: people.fixtures.readOnlyUserId }],
    ]);

    const ids = (i: number) => this.sessions.id(i);
    const failedDetail = this.sessions.detail(FAILED_INDEX, anchor);
    const bigDetail = this.sessions.detail(BIG_INDEX, anchor);
    this.fixtures = {
      ...catalog.fixtures,
      ...people.fixtures,
      runningSessionIds: this.sessions.runningIndexes().map(ids),
      failedSessionId: ids(FAILED_INDEX),
      failedResultId: (failedDetail.results.find((r) => r.status === 'FAILED') ?? failedDetail.results[0])
        ?.testSessionResultId as string,
      bigSessionId: ids(BIG_INDEX),
      bigLogResultId: bigDetail.results[0]?.testSessionResultId as string,
      errorGroupId: (this.errorGroups[0] as ErrorGroupRecord).id,
      projectId,
    };

    if (o.stateFile) this.loadState(o.stateFile);
  }

  // ---- checks ----

  updateCheck(id: string, patch: CheckUpdate, now: number): Check | undefined {
    const check = this.checkById.get(id);
    if (!check) return undefined;
    this.save({ ...this.state, checks: { ...this.state.checks, [id]: { ...this.state.checks[id], ...patch } } });
    this.applyCheckPatch(check, patch, now);
    return check;
  }

  private applyCheckPatch(check: Check, patch: CheckUpdate, now: number): void {
    for (const [k, v] of Object.entries(patch)) if (v !== undefined) (check as Record<string, unknown>)[k] = v;
    check.updated_at = new Date(now).toISOString();
    if (patch.name !== undefined) {
      const status = this.statusById.get(check.id);
      if (status) status.name = patch.name;
    }
    this.checksVersion++;
  }

  /** Where a check runs: its group's locations when the group sets them, else its own. */
  checkLocations(checkId: string): readonly string[] {
    const check = this.checkById.get(checkId);
    if (!check) return [];
    return runLocations(check, check.groupId === null ? undefined : this.groupById.get(check.groupId));
  }

  /** The check as its group makes it (frequency, locations, tags, alerting; service.md rules 1-3). */
  withGroupSettings(check: Check): Check {
    const group = check.groupId === null ? undefined : this.groupById.get(check.groupId);
    if (!group) return check;
    const out: Check = { ...check };
    if (group.frequency) {
      out.frequency = FREQUENCY_MINUTES[group.frequency];
      const offset = FREQUENCY_OFFSET[group.frequency];
      if (offset !== undefined) out.frequencyOffset = offset;
      else delete out.frequencyOffset;
    }
    if (group.locations.length > 0) out.locations = group.locations;
    if (group.privateLocations) out.privateLocations = group.privateLocations;
    out.tags = [...new Set([...group.tags, ...check.tags])];
    out.activated = group.activated && check.activated;
    out.muted = group.muted || check.muted;
    if (group.runtimeId) out.runtimeId = group.runtimeId;
    if (group.retryStrategy && typeof group.retryStrategy === 'object') out.retryStrategy = group.retryStrategy;
    if (group.runParallel != null) out.runParallel = group.runParallel;
    if (group.environmentVariables.length > 0)
      out.environmentVariables = [...group.environmentVariables, ...(check.environmentVariables ?? [])];
    if (group.alertEscalationPolicy === 'global') {
      out.useGlobalAlertSettings = true;
    } else if (group.alertEscalationPolicy) {
      out.useGlobalAlertSettings = false;
      out.alertSettings = group.alertEscalationPolicy;
      out.alertChannelSubscriptions = group.alertChannels.map((c) => ({ alertChannelId: c.id, activated: true }));
    }
    return out;
  }

  // ---- members ----

  activeMembers(): Member[] {
    return this.members.filter((m) => !this.removed.has(m.userId as string));
  }

  memberIndex(userId: string): number {
    return this.members.findIndex((m) => m.userId === userId.toLowerCase() && !this.removed.has(userId.toLowerCase()));
  }

  removeMember(userId: string): void {
    const id = userId.toLowerCase();
    this.save({ ...this.state, removedMembers: [...this.removed, id] });
    this.removed.add(id);
  }

  // ---- incidents ----

  /** A new incident with its first update, newest first in the list. Unknown services: 400. */
  createIncident(input: IncidentCreateInput, now: number): Incident {
    const services: IncidentService[] = [];
    for (const ref of input.services) {
      const found = this.serviceById.get(ref.id.toLowerCase());
      if (!found) {
        throw new HttpError(
          400,
          `Field "services" names ${ref.id}, which is not a service of this status page; GET ` +
            `/v1/status-pages/services lists them.`,
        );
      }
      if (!services.includes(found)) services.push(found);
    }
    const first = input.incidentUpdates[0] as IncidentUpdateInput;
    const update = this.storedUpdate(first, now);
    const incident: Incident = {
      id: randomUUID(),
      name: input.name,
      severity: input.severity,
      lastUpdateStatus: update.status ?? 'INVESTIGATING',
      services,
      incidentUpdates: [update],
      duration: update.status === 'RESOLVED' ? 0 : null,
      created_at: new Date(now).toISOString().slice(0, 10),
      updated_at: update.created_at ?? null,
    };
    // A copy goes into the state: later updates change the incident in memory, and are saved apart.
    this.save({ ...this.state, createdIncidents: [...this.state.createdIncidents, structuredClone(incident)] });
    this.addCreatedIncident(incident);
    return incident;
  }

  private addCreatedIncident(incident: Incident): void {
    this.incidents.unshift(incident);
    this.incidentById.set(incident.id, incident);
  }

  private storedUpdate(input: IncidentUpdateInput, now: number): IncidentUpdate {
    return {
      id: randomUUID(),
      description: input.description,
      status: input.status ?? 'INVESTIGATING',
      publicIncidentUpdateDate: input.publicIncidentUpdateDate ?? new Date(now).toISOString(),
      notifySubscribers: input.notifySubscribers ?? false,
      created_at: new Date(now).toISOString().slice(0, 10),
    };
  }

  addIncidentUpdate(incident: Incident, input: IncidentUpdateInput, now: number): IncidentUpdate {
    const update: IncidentUpdate = {
      id: randomUUID(),
      description: input.description,
      status: input.status,
      publicIncidentUpdateDate: input.publicIncidentUpdateDate ?? new Date(now).toISOString(),
      notifySubscribers: input.notifySubscribers ?? false,
      created_at: new Date(now).toISOString().slice(0, 10),
    };
    const updates = {
      ...this.state.incidentUpdates,
      [incident.id]: [...(this.state.incidentUpdates[incident.id] ?? []), update],
    };
    this.save({ ...this.state, incidentUpdates: updates });
    this.applyIncidentUpdate(incident, update, now);
    return update;
  }

  private applyIncidentUpdate(incident: Incident, update: IncidentUpdate, now: number): void {
    incident.incidentUpdates.unshift(update);
    if (update.status) incident.lastUpdateStatus = update.status;
    incident.updated_at = update.created_at ?? new Date(now).toISOString().slice(0, 10);
    if (update.status === 'RESOLVED') {
      const first = incident.incidentUpdates.at(-1);
      const from = Date.parse(first?.publicIncidentUpdateDate ?? '');
      const to = Date.parse(update.publicIncidentUpdateDate ?? '');
      incident.duration =
        Number.isFinite(from) && Number.isFinite(to) ? Math.max(0, Math.round((to - from) / 1000)) : 0;
    }
  }

  // ---- state file ----

  private loadState(file: string): void {
    prepareStateFile(file);
    const saved = readStateFile(file);
    if (!saved) return; // first run: created on the first change
    const now = this.o.anchor;
    for (const [id, patch] of Object.entries(saved.checks)) {
      const check = this.checkById.get(id);
      if (check) this.applyCheckPatch(check, patch, now);
    }
    for (const userId of saved.removedMembers) this.removed.add(userId.toLowerCase());
    for (const incident of saved.createdIncidents) {
      if (!this.incidentById.has(incident.id)) this.addCreatedIncident(structuredClone(incident));
    }
    for (const [incidentId, updates] of Object.entries(saved.incidentUpdates)) {
      const incident = this.incidentById.get(incidentId);
      if (incident) for (const u of updates) this.applyIncidentUpdate(incident, u, now);
    }
    this.state = { ...saved, removedMembers: [...this.removed] };
  }

  /**
   * Saves `next` as the state, before anything changes in memory: when saving fails the request
   * answers 500 and the sandbox still shows what the file holds.
   */
  private save(next: StateFile): void {
    const file = this.o.stateFile;
    if (file) {
      try {
        writeStateFile(file, `${JSON.stringify(next, null, 2)}\n`);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e));
        throw new HttpError(500, `The sandbox could not save its state file (${code}): nothing was changed.`);
      }
    }
    this.state = next;
  }
}
