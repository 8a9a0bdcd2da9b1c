// Every endpoint of service.md and api-contract.md as a typed method: path, query, schema. The
// methods are grouped per noun in resources/ (one file each); a new endpoint goes into its
// noun's interface and factory, and its name into lazy-resources.ts.
import { type AccountResources, accountResources } from './resources/account.js';
import { type AlertChannelResources, alertChannelResources } from './resources/alert-channels.js';
import { type CheckGroupResources, checkGroupResources } from './resources/check-groups.js';
import { type CheckResultResources, checkResultResources } from './resources/check-results.js';
import { type CheckResources, checkResources } from './resources/checks.js';
import { type IncidentResources, incidentResources } from './resources/incidents.js';
import { type ResourceDeps, resourceKit } from './resources/kit.js';
import { type TestSessionResources, testSessionResources } from './resources/test-sessions.js';

export type Resources = AccountResources &
  CheckResources &
  CheckGroupResources &
  AlertChannelResources &
  IncidentResources &
  TestSessionResources &
  CheckResultResources;

export function createResources(d: ResourceDeps): Resources {
  const kit = resourceKit(d);
  return {
    ...accountResources(kit),
    ...checkResources(kit),
    ...checkGroupResources(kit),
    ...alertChannelResources(kit),
    ...incidentResources(kit),
    ...testSessionResources(kit),
    ...checkResultResources(kit),
  };
}
