import type { Keymap } from '../../keys/types.js';
import { listKeymap, detailKeymap } from '../../keys/common.js';

export const alertsKeymap: Keymap = listKeymap;
export const alertDetailKeymap: Keymap = detailKeymap;
