import { defineKeymap } from '../../keys/commands.js';
import { listKeymap, detailKeymap } from '../../keys/common.js';

// Arrays of their own (not the shared ones): a remapped key (settings.json) is written into a
// screen's table, and must change that screen only.
export const alertsKeymap = defineKeymap([...listKeymap]);
export const alertDetailKeymap = defineKeymap([...detailKeymap]);
