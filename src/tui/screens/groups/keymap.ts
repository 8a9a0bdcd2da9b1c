import { defineKeymap } from '../../keys/commands.js';
import { listKeymap, detailKeymap, pageKeys, failingJumpKeys } from '../../keys/common.js';

export const groupsKeymap = defineKeymap([...listKeymap, ...failingJumpKeys]);
/** The detail lists the group's checks a page at a time. */
export const groupDetailKeymap = defineKeymap([...detailKeymap, ...pageKeys, ...failingJumpKeys]);
