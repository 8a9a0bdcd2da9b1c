// The Sessions screens as the shell's registry takes them: the list (screen 3), a session, a
// result and an error group. `sessionScreens(options)` lets tests shorten the poll and the watch.
import type { ComponentType } from 'react';
import { route } from '../../state/navigation.js';
import type { ScreenDefinition, ScreenProps } from '../types.js';
import { ErrorGroupView } from './ErrorGroupView.js';
import { checkRunKeymap, errorGroupKeymap, resultKeymap, sessionDetailKeymap, sessionsKeymap } from './keymap.js';
import { DEFAULT_SESSION_OPTIONS, SessionOptionsContext, type SessionScreenOptions } from './options.js';
import { ResultView } from './ResultView.js';
import { SessionDetail } from './SessionDetail.js';
import { SessionsScreen } from './SessionsScreen.js';

export type { SessionScreenOptions } from './options.js';

function withOptions(Screen: ComponentType<ScreenProps>, options: SessionScreenOptions): ComponentType<ScreenProps> {
  function WithSessionOptions(props: ScreenProps) {
    return (
      <SessionOptionsContext.Provider value={options}>
        <Screen {...props} />
      </SessionOptionsContext.Provider>
    );
  }
  WithSessionOptions.displayName = `WithSessionOptions(${Screen.name})`;
  return WithSessionOptions;
}

export function sessionScreens(overrides: Partial<SessionScreenOptions> = {}): ScreenDefinition[] {
  const options: SessionScreenOptions = { ...DEFAULT_SESSION_OPTIONS, ...overrides };
  return [
    {
      name: 'sessions',
      title: 'Sessions',
      numberKey: '3',
      component: withOptions(SessionsScreen, options),
      keymap: sessionsKeymap,
    },
    {
      name: 'session',
      title: 'Session',
      component: withOptions(SessionDetail, options),
      keymap: sessionDetailKeymap,
      palette: {
        word: 'session',
        tab: 'sessions',
        arg: 'id',
        idKind: 'guid',
        description: 'open a test session by ID',
        toRoute: (id) => route('session', { id: id.trim() }),
      },
    },
    {
      name: 'session-result',
      title: 'Session result',
      component: withOptions(ResultView, options),
      keymap: resultKeymap,
    },
    {
      // A run of a check (from the check detail's runs), in the view of a session's result.
      name: 'check-result',
      title: 'Check run',
      component: withOptions(ResultView, options),
      keymap: checkRunKeymap,
    },
    {
      name: 'error-group',
      title: 'Error group',
      component: withOptions(ErrorGroupView, options),
      keymap: errorGroupKeymap,
      palette: {
        word: 'error-group',
        tab: 'sessions',
        arg: 'id',
        idKind: 'token',
        description: 'open a test-session error group by ID',
        toRoute: (id) => route('error-group', { id: id.trim() }),
      },
    },
  ];
}
