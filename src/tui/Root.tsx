// The login screen until there is a client, then the App.
import { useState } from 'react';
import type { ClientOptions, VigilClient } from '../client/index.js';
import { App } from './App.js';
import { LoginScreen } from './login/LoginScreen.js';
import { ThemeContext, themeFor, type ColorMode } from './theme/index.js';
import type { Route } from './state/navigation.js';
import type { ScreenDefinition } from './screens/types.js';
import type { ResponseFeed } from './state/responses.js';
import type { AppStore } from './state/store.js';
import { RecordContext, type TriageRecorder } from './state/record.js';
import type { LoginCredentials } from '../credentials.js';
import type { Keymaps } from './keys/remap.js';

export interface RootProps {
  client: VigilClient | null;
  demo: boolean;
  readOnly: boolean;
  env: NodeJS.ProcessEnv;
  /** Checks and stores what the login screen is given (config/login.ts). */
  credentials: LoginCredentials;
  /** VIGIL_TIMEOUT_MS, for the client the login screen makes. */
  timeoutMs?: number | undefined;
  colorMode: ColorMode;
  start?: Route;
  /** The screens (default: the registry's), e.g. with the settings' refresh interval. */
  screens?: readonly ScreenDefinition[];
  /** A client made by the login screen, so the caller can close it at the end. */
  onClient?: (client: VigilClient) => void;
  /** How the login screen makes its client (runTui: the one factory of every TUI client). */
  makeClient?: (options: ClientOptions) => VigilClient;
  /** The clients' answers (runTui wires it as their onResponse). */
  responses?: ResponseFeed;
  /** Shared state, possibly with requests already under way (runTui prefetches). */
  store?: AppStore;
  /** Said on the first screen until a key is pressed (settings left out). */
  startNotice?: string;
  /** Where the triage record goes (runTui: the profile's file); default nowhere. */
  record?: TriageRecorder;
  /** The key tables with the settings' remapping (default: the tables as declared). */
  keymaps?: Keymaps;
}

export function Root({
  client: initial,
  demo,
  readOnly,
  env,
  credentials,
  timeoutMs,
  colorMode,
  start,
  screens,
  onClient,
  makeClient,
  responses,
  store,
  startNotice,
  record,
  keymaps,
}: RootProps) {
  const [client, setClient] = useState<VigilClient | null>(initial);
  if (!client) {
    const prefill = {
      ...(env.VIGIL_API_KEY ? { apiKey: env.VIGIL_API_KEY } : {}),
      ...(env.VIGIL_ACCOUNT_ID ? { accountId: env.VIGIL_ACCOUNT_ID } : {}),
      ...(env.VIGIL_BASE_URL ? { baseUrl: env.VIGIL_BASE_URL } : {}),
    };
    return (
      <ThemeContext.Provider value={themeFor(colorMode)}>
        <LoginScreen
          credentials={credentials}
          readOnly={readOnly}
          initial={prefill}
          timeoutMs={timeoutMs}
          onResponse={responses?.onResponse}
          {...(makeClient ? { makeClient } : {})}
          onLoggedIn={({ client: made }) => {
            onClient?.(made);
            setClient(made);
          }}
        />
      </ThemeContext.Provider>
    );
  }
  const app = (
    <App
      client={client}
      demo={demo}
      readOnly={readOnly}
      colorMode={colorMode}
      start={start}
      {...(screens ? { screens } : {})}
      responses={responses}
      store={store}
      {...(startNotice ? { startNotice } : {})}
      {...(keymaps ? { keymaps } : {})}
    />
  );
  return record ? <RecordContext.Provider value={record}>{app}</RecordContext.Provider> : app;
}
