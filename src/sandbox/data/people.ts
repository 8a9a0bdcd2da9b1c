// Account, members and status-page incidents with their updates.
import type {
  Account,
  Incident,
  IncidentService,
  IncidentUpdate,
  Member,
  MemberRole,
} from '../../client/schemas/index.js';
import type { SandboxFixtures } from '../fixtures.js';
import { Kind, rngFor, uuidFrom } from '../random.js';
import { FIRST_NAMES, INCIDENT_NAMES, LAST_NAMES, STATUS_PAGE_SERVICES } from './words.js';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const isoDate = (ms: number) => iso(ms).slice(0, 10);

export interface SandboxUser {
  userId: string;
  name: string;
  email: string;
  /** GitHub-style handle used as commit owner in test sessions. */
  handle: string;
  role: MemberRole;
}

export interface People {
  account: Account;
  members: Member[];
  users: SandboxUser[];
  incidents: Incident[];
  /** The status page's services, which incidents name. */
  services: IncidentService[];
  fixtures: Pick<
    SandboxFixtures,
    'ownerUserId' | 'otherOwnerUserId' | 'removableUserId' | 'readOnlyUserId' | 'incidentId' | 'resolvedIncidentId'
  >;
}

/** The roles of the first members; the rest are drawn at random. */
const FIXED_ROLES: MemberRole[] = [
  'OWNER',
  'OWNER',
  'ADMIN',
  'READ_ONLY',
  'READ_WRITE',
  'READ_RUN',
  'ADMIN',
  'READ_ONLY',
];
const MEMBER_COUNT = 23;

export function generatePeople(seed: number, anchor: number): People {
  const accountId = uuidFrom(seed, Kind.account, 0);
  const account: Account = {
    id: accountId,
    name: 'Sandbox Demo Inc.',
    runtimeId: '2025.04',
    plan: 'team',
    planDisplayName: 'Team',
    addons: {},
    settings: {},
    alertSettings: {},
    features: ['EXTENDED_RESPONSE_TIME_LIMITS'],
  };

  const users: SandboxUser[] = [];
  const members: Member[] = [];
  const usedNames = new Set<string>();
  for (let i = 0; i < MEMBER_COUNT; i++) {
    const rng = rngFor(seed, Kind.user, i);
    let name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    while (usedNames.has(name)) name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    usedNames.add(name);
    const handle = name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z ]/g, '')
      .replace(/ /g, '-');
    const role =
      FIXED_ROLES[i] ??
      rng.weighted([
        ['ADMIN', 1],
        ['READ_WRITE', 4],
        ['READ_RUN', 2],
        ['READ_ONLY', 3],
      ] as const);
    const userId = uuidFrom(seed, Kind.user, i);
    const created = anchor - (700 - i * 20) * DAY - rng.int(DAY);
    users.push({ userId, name, email: `${handle}@example.com`, handle, role });
    members.push({
      type: 'member',
      accountId,
      userId,
      name: i === 9 ? null : name, // some accounts have members who never set a name
      email: `${handle}@example.com`,
      role,
      status: 'ACTIVE',
      createdAt: iso(created),
      updatedAt: iso(created + rng.int(90) * DAY),
      isSupportMembership: false,
      ssoEnabled: rng.chance(0.3),
      mfaEnabled: rng.chance(0.6),
    });
  }

  const services: IncidentService[] = STATUS_PAGE_SERVICES.map((name, i) => ({
    id: uuidFrom(seed, Kind.service, i),
    name,
    accountId,
    created_at: isoDate(anchor - 400 * DAY),
    updated_at: null,
  }));

  const incidents: Incident[] = INCIDENT_NAMES.map((name, i) => buildIncident(seed, i, name, anchor, services));
  const u = (i: number) => (users[i] as SandboxUser).userId;
  return {
    account,
    members,
    users,
    incidents,
    services,
    fixtures: {
      ownerUserId: u(0),
      otherOwnerUserId: u(1),
      removableUserId: u(4),
      readOnlyUserId: u(3),
      incidentId: (incidents[0] as Incident).id,
      resolvedIncidentId: (incidents[INCIDENT_NAMES.length - 1] as Incident).id,
    },
  };
}

const UPDATE_TEXT = {
  INVESTIGATING: 'We are investigating reports of errors. Next update in 30 minutes.',
  IDENTIFIED: 'The cause has been identified: a faulty deploy of the gateway. A rollback is in progress.',
  MONITORING: 'A fix has been deployed and we are monitoring the results.',
  RESOLVED: 'This incident has been resolved. A post-mortem will follow.',
} as const;

function buildIncident(seed: number, i: number, name: string, anchor: number, services: IncidentService[]): Incident {
  const rng = rngFor(seed, Kind.incident, i);
  const started = anchor - (i === 0 ? 2 * 3_600_000 : i * 3 * DAY + rng.int(DAY));
  const order = ['INVESTIGATING', 'IDENTIFIED', 'MONITORING', 'RESOLVED'] as const;
  // The first incident is open; the last is resolved; the rest stop somewhere on the way.
  const steps = i === 0 ? 1 : i === INCIDENT_NAMES.length - 1 ? 4 : rng.range(1, 4);
  const updates: IncidentUpdate[] = [];
  for (let k = 0; k < steps; k++) {
    const status = order[k] as (typeof order)[number];
    const at = started + k * 40 * 60_000;
    updates.push({
      id: uuidFrom(seed, Kind.incidentUpdate, i, k),
      description:
        k === 0 && i === 2 ? `${UPDATE_TEXT[status]}\n\u001b[1mBold claim\u001b[0m in an update` : UPDATE_TEXT[status],
      status,
      publicIncidentUpdateDate: iso(at),
      notifySubscribers: k === 0,
      created_at: isoDate(at),
    });
  }
  updates.reverse(); // newest first
  const last = updates[0] as IncidentUpdate;
  return {
    id: uuidFrom(seed, Kind.incident, i),
    name,
    severity: rng.pick(['CRITICAL', 'MAJOR', 'MEDIUM', 'MINOR'] as const),
    lastUpdateStatus: last.status ?? 'INVESTIGATING',
    services: rng.sample(services, rng.range(1, 3)),
    incidentUpdates: updates,
    duration: last.status === 'RESOLVED' ? (steps - 1) * 40 * 60 : null,
    created_at: isoDate(started),
    updated_at: last.created_at as string,
  };
}
