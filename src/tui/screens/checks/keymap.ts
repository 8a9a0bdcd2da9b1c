import { defineKeymap } from '../../keys/commands.js';
import { listKeymap, detailKeymap } from '../../keys/common.js';
import type { CommandSpec } from '../../keys/types.js';

const toggle: CommandSpec<'toggle-active'> = {
  id: 'toggle-active',
  keys: ['x'],
  description: 'pause or resume the check (asks first)',
  footer: 'pause/resume',
};

export const checksKeymap = defineKeymap([...listKeymap, toggle]);
export const checkDetailKeymap = defineKeymap([...detailKeymap, toggle]);
