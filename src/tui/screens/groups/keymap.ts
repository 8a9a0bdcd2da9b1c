import type { Keymap } from '../../keys/types.js';
import { listKeymap, detailKeymap, pageKeys } from '../../keys/common.js';

export const groupsKeymap: Keymap = listKeymap;
/** The detail lists the group's checks a page at a time. */
export const groupDetailKeymap: Keymap = [...detailKeymap, ...pageKeys];
