import { defineKeymap } from '../../keys/commands.js';
import { listKeymap, detailKeymap, failingJumpKeys } from '../../keys/common.js';

export const groupsKeymap = defineKeymap([...listKeymap, ...failingJumpKeys]);
/** The detail lists every check of the group (failing first), and copies the group as code. */
export const groupDetailKeymap = defineKeymap([
  ...detailKeymap,
  ...failingJumpKeys,
  {
    id: 'copy-code',
    keys: ['c'],
    description: 'copy the group as code, as `vigil check-groups get <id> -o code` prints it (OSC 52)',
    footer: 'copy as code',
  },
]);
