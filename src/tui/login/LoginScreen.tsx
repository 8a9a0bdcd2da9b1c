// Shown when there are no credentials: API key, account ID and base URL, verified with
// GET /v1/accounts/{id} before they are stored.
import { useCallback, useReducer, useRef } from 'react';
import { Box, Text, useApp, useInput, type Key } from 'ink';
import { createClient, describeError, type ClientOptions, type VigilClient } from '../../client/index.js';
import { checkAccountId, checkApiKey, checkBaseUrl, saveCredentials } from '../../config/index.js';
import { sanitizeLine } from '../../format/sanitize.js';
import { keyNameFromInk, lookup, splitInput } from '../keys/index.js';
import { lineActionFor } from '../state/textInput.js';
import { LineField } from '../components/LineField.js';
import { Footer } from '../components/Footer.js';
import { Spinner } from '../components/Spinner.js';
import { Styled, useTheme } from '../theme/index.js';
import { useTerminalSize } from '../hooks/useTerminalSize.js';
import { fit } from '../../format/width.js';
import { loginKeymap } from './keymap.js';
import { LOGIN_FIELDS, initialLogin, loginReducer, type LoginField } from './form.js';

export interface LoginResult {
  client: VigilClient;
  accountName: string;
}

export interface LoginScreenProps {
  env: NodeJS.ProcessEnv;
  profile?: string | undefined;
  readOnly: boolean;
  /** Prefill, e.g. from environment variables that were set. */
  initial?: Partial<Record<LoginField, string>>;
  onLoggedIn: (result: LoginResult) => void;
  /** Defaults to the real client (tests pass the same). */
  makeClient?: typeof createClient;
  /** Given to the client it makes (the shell shows 429s it waits out). */
  onResponse?: ClientOptions['onResponse'];
  /** The client's per-attempt time limit (VIGIL_TIMEOUT_MS); the client's default when not given. */
  timeoutMs?: number;
}

const LABELS: Record<LoginField, string> = { apiKey: 'API key', accountId: 'Account ID', baseUrl: 'Base URL' };

export function LoginScreen({ env, profile, readOnly, initial, onLoggedIn, makeClient = createClient, onResponse, timeoutMs }: LoginScreenProps) {
  const { exit } = useApp();
  const theme = useTheme();
  const { columns, rows } = useTerminalSize();
  const width = Math.max(20, columns);
  const [state, dispatch] = useReducer(loginReducer, initial ?? {}, initialLogin);
  const latest = useRef(state);
  latest.current = state;

  const submit = useCallback(async () => {
    const s = latest.current;
    if (s.busy) return;
    const key = checkApiKey(s.values.apiKey.value);
    const account = checkAccountId(s.values.accountId.value);
    const base = checkBaseUrl(s.values.baseUrl.value);
    const bad = [key, account, base].find((c) => !c.ok);
    if (bad && !bad.ok) {
      dispatch({ type: 'failed', error: bad.message });
      return;
    }
    if (!key.ok || !account.ok || !base.ok) return;
    dispatch({ type: 'busy' });
    const client = makeClient({
      apiKey: key.value,
      accountId: account.value,
      baseUrl: base.value,
      readOnly,
      ...(onResponse ? { onResponse } : {}),
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    });
    try {
      const found = await client.getAccount(account.value);
      await saveCredentials({
        env,
        ...(profile !== undefined ? { profile } : {}),
        apiKey: key.value,
        accountId: account.value,
        baseUrl: base.value,
      });
      onLoggedIn({ client, accountName: found.name ?? found.id });
    } catch (error) {
      await client.close().catch(() => undefined);
      dispatch({ type: 'failed', error: describeError(error) });
    }
  }, [env, profile, readOnly, onLoggedIn, makeClient, onResponse, timeoutMs]);

  const handleOneKey = useCallback(
    (input: string, key: Key) => {
      const name = keyNameFromInk(input, key);
      const binding = name ? lookup(loginKeymap, name) : undefined;
      switch (binding?.command) {
        case 'quit':
        case 'cancel':
          exit();
          return;
        case 'next-field':
          dispatch({ type: 'focus', delta: 1 });
          return;
        case 'prev-field':
          dispatch({ type: 'focus', delta: -1 });
          return;
        case 'submit':
          void submit();
          return;
        case 'enter':
          if (latest.current.focus === LOGIN_FIELDS.length - 1) void submit();
          else dispatch({ type: 'focus', delta: 1 });
          return;
      }
      const edit = lineActionFor(name, input, key);
      if (edit) dispatch({ type: 'edit', edit });
    },
    [exit, submit],
  );
  const handleKey = useCallback(
    (input: string, key: Key) => {
      if (input.length <= 1 || key.ctrl || key.meta) handleOneKey(input, key);
      else for (const event of splitInput(input, true)) handleOneKey(event.input, event.key);
    },
    [handleOneKey],
  );
  useInput(handleKey);

  const fieldWidth = Math.max(10, width - 16);
  return (
    <Box flexDirection="column" width={width} height={Math.max(4, rows - 1)} overflow="hidden">
      <Styled token="title">{' vigil: log in'}</Styled>
      <Styled token="text.muted">{' Verified with the server before it is stored.'}</Styled>
      <Text> </Text>
      {LOGIN_FIELDS.map((field, i) => (
        <Text key={field} wrap="truncate">
          <Text {...(i === state.focus ? theme.styles['footer.key'] : theme.styles['text.muted'])}>
            {(i === state.focus ? '> ' : '  ') + fit(LABELS[field], 12)}
          </Text>
          {i === state.focus ? (
            <LineField line={state.values[field]} width={fieldWidth} mask={field === 'apiKey'} />
          ) : (
            <Text>{field === 'apiKey' ? '*'.repeat(state.values[field].value.length) : sanitizeLine(state.values[field].value)}</Text>
          )}
        </Text>
      ))}
      <Text> </Text>
      {state.busy ? <Spinner label="verifying..." /> : null}
      {state.error ? (
        <Styled token="text.error" wrap="wrap">
          {sanitizeLine(state.error)}
        </Styled>
      ) : null}
      <Box flexGrow={1} />
      <Footer scope={[loginKeymap]} width={width} />
    </Box>
  );
}
