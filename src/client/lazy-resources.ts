// The resource methods, loaded on first use. They need zod and every schema (a large share of
// the bundle); `vigil api` only ever calls send(), so it starts without loading them.
import type { Resources } from './resources.js';
import type { ResourceDeps } from './resources/kit.js';

/** Every method of Resources; `satisfies` makes the compiler catch a missing or extra name. */
const METHOD_NAMES = {
  getAccount: true,
  listMembers: true,
  removeMember: true,
  listChecks: true,
  listCheckSummaries: true,
  getCheck: true,
  updateCheck: true,
  listCheckStatuses: true,
  listCheckStatusSummaries: true,
  listCheckGroups: true,
  getCheckGroup: true,
  listGroupChecks: true,
  listAlertChannels: true,
  getAlertChannel: true,
  listIncidents: true,
  getIncident: true,
  listIncidentUpdates: true,
  postIncidentUpdate: true,
  createIncident: true,
  listStatusPageServices: true,
  listTestSessions: true,
  getTestSession: true,
  awaitTestSessionCompletion: true,
  getTestSessionResult: true,
  getErrorGroup: true,
  listCheckResults: true,
} as const satisfies Record<keyof Resources, true>;

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

export function lazyResources(deps: ResourceDeps, o: { compiledParsers: boolean }): Resources {
  let loaded: Promise<Resources> | undefined;
  // zod reads the setting when a schema is made, so it is set before the schemas load (which is
  // after the request has left: resources.ts).
  const beforeSchemas = o.compiledParsers ? undefined : () => import('./schemas/jitless.js');
  const load = (): Promise<Resources> =>
    (loaded ??= import('./resources.js').then((m) =>
      m.createResources(beforeSchemas ? { ...deps, beforeSchemas } : deps),
    ));
  const methods: Record<string, AnyMethod> = {};
  for (const name of Object.keys(METHOD_NAMES) as Array<keyof Resources>) {
    methods[name] = async (...args) => ((await load())[name] as AnyMethod)(...args);
  }
  return methods as unknown as Resources;
}
