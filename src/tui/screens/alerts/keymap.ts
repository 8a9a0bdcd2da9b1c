import { listKeymap, detailKeymap } from '../../keys/common.js';

export const alertsKeymap = listKeymap;
export const alertDetailKeymap = detailKeymap;
