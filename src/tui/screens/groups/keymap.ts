import { defineKeymap } from '../../keys/commands.js';
import { listKeymap, detailKeymap, pageKeys } from '../../keys/common.js';

export const groupsKeymap = listKeymap;
/** The detail lists the group's checks a page at a time. */
export const groupDetailKeymap = defineKeymap([...detailKeymap, ...pageKeys]);
