// Check groups and the checks of a group (GET /v1/check-groups).
import type { Check, CheckGroup } from '../schemas/index.js';
import type { CallOptions, Page } from '../types.js';
import { segment } from '../url.js';
import type { PageParams, ResourceKit } from './kit.js';

export interface CheckGroupResources {
  listCheckGroups(q?: PageParams, o?: CallOptions): Promise<Page<CheckGroup>>;
  getCheckGroup(id: number, o?: CallOptions): Promise<CheckGroup>;
  listGroupChecks(id: number, q?: PageParams, o?: CallOptions): Promise<Page<Check>>;
}

export function checkGroupResources({ schema, get, getPage }: ResourceKit): CheckGroupResources {
  return {
    listCheckGroups: async (q, o) => getPage('/v1/check-groups', schema('checks', 'CheckGroup'), q, o),
    getCheckGroup: async (id, o) => get(`/v1/check-groups/${segment(id)}`, schema('checks', 'CheckGroup'), o),
    listGroupChecks: async (id, q, o) =>
      getPage(`/v1/check-groups/${segment(id)}/checks`, schema('checks', 'Check'), q, o),
  };
}
