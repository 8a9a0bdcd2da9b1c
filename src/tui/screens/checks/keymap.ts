import type { Keymap } from '../../keys/types.js';
import { listKeymap, detailKeymap } from '../../keys/common.js';

const toggle = {
  command: 'toggle-active',
  keys: ['x'],
  description: 'pause or resume the check (asks first; y confirms)',
  footer: 'pause/resume',
} as const;

export const checksKeymap: Keymap = [...listKeymap, toggle];
export const checkDetailKeymap: Keymap = [...detailKeymap, toggle];
