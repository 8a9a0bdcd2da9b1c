import { defineKeymap } from '../../keys/commands.js';
import { listKeymap, detailKeymap, pageKeys, failingJumpKeys } from '../../keys/common.js';

export const groupsKeymap = defineKeymap([...listKeymap, ...failingJumpKeys]);
/** The detail lists the group's checks a page at a time, and copies the group as code. */
export const groupDetailKeymap = defineKeymap([
  ...detailKeymap,
  ...pageKeys,
  ...failingJumpKeys,
  {
    id: 'copy-code',
    keys: ['c'],
    description: 'copy the group as code, as `vigil check-groups get <id> -o code` prints it (OSC 52)',
    footer: 'copy as code',
  },
]);
