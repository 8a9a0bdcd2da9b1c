// Alert channels (GET /v1/alert-channels).
import type { AlertChannel } from '../schemas/index.js';
import type { CallOptions, Page } from '../types.js';
import { segment } from '../url.js';
import type { PageParams, ResourceKit } from './kit.js';

export interface AlertChannelResources {
  listAlertChannels(q?: PageParams, o?: CallOptions): Promise<Page<AlertChannel>>;
  /** GET /v1/alert-channels/{id} (the collection path plus the ID; a server without it answers 404). */
  getAlertChannel(id: number | string, o?: CallOptions): Promise<AlertChannel>;
}

export function alertChannelResources({ schema, get, getPage }: ResourceKit): AlertChannelResources {
  return {
    listAlertChannels: async (q, o) => getPage('/v1/alert-channels', schema('checks', 'AlertChannel'), q, o),
    getAlertChannel: async (id, o) => get(`/v1/alert-channels/${segment(id)}`, schema('checks', 'AlertChannel'), o),
  };
}
