// Keys of the triage record screen: scroll, read again, copy it all as Markdown.
import { defineKeymap } from '../../keys/commands.js';
import { moveKeys, refreshKey } from '../../keys/common.js';

export const recordKeymap = defineKeymap([
  ...moveKeys,
  refreshKey,
  { id: 'copy-md', keys: ['y'], description: 'copy the whole record as Markdown (OSC 52)', footer: 'copy md' },
]);
