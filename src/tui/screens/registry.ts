// Every screen and detail route of the TUI, in one list. A screen is one entry: its number key
// (top-level screens), title, component and keymap; a detail route may add a palette command.
import type { ScreenDefinition } from './types.js';
import { RecordScreen } from './record/RecordScreen.js';
import { recordKeymap } from './record/keymap.js';
import { route } from '../state/navigation.js';
import { ChecksScreen } from './checks/ChecksScreen.js';
import { CheckDetail } from './checks/CheckDetail.js';
import { checksKeymap, checkDetailKeymap } from './checks/keymap.js';
import { GroupsScreen } from './groups/GroupsScreen.js';
import { GroupDetail } from './groups/GroupDetail.js';
import { groupsKeymap, groupDetailKeymap } from './groups/keymap.js';
import { AlertsScreen } from './alerts/AlertsScreen.js';
import { AlertDetail } from './alerts/AlertDetail.js';
import { alertsKeymap, alertDetailKeymap } from './alerts/keymap.js';
import { IncidentScreen } from './incident/IncidentScreen.js';
import { incidentKeymap } from './incident/keymap.js';
import { MembersScreen } from './members/MembersScreen.js';
import { membersKeymap } from './members/keymap.js';
import { sessionScreens } from './sessions/index.js';
import { ChangesScreen } from './handoff/ChangesScreen.js';
import { ClustersScreen } from './handoff/ClustersScreen.js';
import { PausedScreen } from './handoff/PausedScreen.js';
import { changesKeymap, clustersKeymap, pausedKeymap } from './handoff/keymap.js';

export const screens: readonly ScreenDefinition[] = [
  { name: 'checks', title: 'Checks', numberKey: '1', component: ChecksScreen, keymap: checksKeymap },
  {
    name: 'check',
    title: 'Check',
    component: CheckDetail,
    keymap: checkDetailKeymap,
    palette: {
      word: 'check',
      tab: 'checks',
      arg: 'id or name',
      // An ID as `vigil checks get` checks it; any other text opens the checks whose name has it.
      idKind: 'guid',
      description: 'open a check by ID, or the checks whose name has the text',
      toRoute: (id) => route('check', { id }),
      byName: (text) => route('checks', { search: text }),
    },
  },
  { name: 'changes', title: 'Changes', component: ChangesScreen, keymap: changesKeymap },
  { name: 'clusters', title: 'Clusters', component: ClustersScreen, keymap: clustersKeymap },
  { name: 'paused', title: 'Paused through vigil', component: PausedScreen, keymap: pausedKeymap },
  { name: 'groups', title: 'Groups', numberKey: '2', component: GroupsScreen, keymap: groupsKeymap },
  {
    name: 'group',
    title: 'Group',
    component: GroupDetail,
    keymap: groupDetailKeymap,
    palette: {
      word: 'group',
      tab: 'groups',
      arg: 'id',
      idKind: 'number',
      description: 'open a check group by ID',
      toRoute: (id) => route('group', { id }),
    },
  },
  // Sessions (3): the list, a session, a result, an error group.
  ...sessionScreens(),
  { name: 'incident', title: 'Incident', numberKey: '4', component: IncidentScreen, keymap: incidentKeymap },
  { name: 'record', title: 'Triage record', component: RecordScreen, keymap: recordKeymap },
  { name: 'members', title: 'Members', numberKey: '5', component: MembersScreen, keymap: membersKeymap },
  { name: 'alerts', title: 'Alerts', numberKey: '6', component: AlertsScreen, keymap: alertsKeymap },
  {
    name: 'alert',
    title: 'Alert channel',
    component: AlertDetail,
    keymap: alertDetailKeymap,
    palette: {
      word: 'alert',
      tab: 'alerts',
      arg: 'id',
      idKind: 'number',
      description: 'open an alert channel by ID',
      toRoute: (id) => route('alert', { id }),
    },
  },
];
