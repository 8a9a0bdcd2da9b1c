// Shown when there are no credentials: API key, account ID and base URL, verified with
// GET /v1/accounts/{id} before they are stored.
import { useCallback, useMemo, useReducer, useRef } from 'react';
import { Box, Text, useApp, useInput, type Key } from 'ink';
import { createClient, describeError, type ClientOptions, type VigilClient } from '../../client/index.js';
import { sanitizeLine } from '../../format/sanitize.js';
import { bindCommands, keyNameFromInk, resolveKey, splitInput } from '../keys/index.js';
import type { LoginCredentials } from '../../credentials.js';
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
  /** Checks and stores what is typed (config/login.ts, given by the start-up code). */
  credentials: LoginCredentials;
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

export function LoginScreen({ credentials, readOnly, initial, onLoggedIn, makeClient = createClient, onResponse, timeoutMs }: LoginScreenProps) {
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
    const checked = credentials.check({ apiKey: s.values.apiKey.value, accountId: s.values.accountId.value, baseUrl: s.values.baseUrl.value });
    if (!checked.ok) {
      dispatch({ type: 'failed', error: checked.message });
      return;
    }
    const { apiKey, accountId, baseUrl } = checked;
    dispatch({ type: 'busy' });
    const client = makeClient({
      apiKey,
      accountId,
      baseUrl,
      readOnly,
      onResponse,
      timeoutMs,
    });
    try {
      const found = await client.getAccount(accountId);
      await credentials.save({ apiKey, accountId, baseUrl });
      onLoggedIn({ client, accountName: found.name ?? found.id });
    } catch (error) {
      await client.close().catch(() => undefined);
      dispatch({ type: 'failed', error: describeError(error) });
    }
  }, [credentials, readOnly, onLoggedIn, makeClient, onResponse, timeoutMs]);

  const commands = useMemo(
    () =>
      bindCommands(loginKeymap, {
        quit: exit,
        cancel: exit,
        'next-field': () => dispatch({ type: 'focus', delta: 1 }),
        'prev-field': () => dispatch({ type: 'focus', delta: -1 }),
        submit: () => void submit(),
        enter: () => {
          if (latest.current.focus === LOGIN_FIELDS.length - 1) void submit();
          else dispatch({ type: 'focus', delta: 1 });
        },
      }),
    [exit, submit],
  );
  const handleOneKey = useCallback(
    (input: string, key: Key) => {
      const name = keyNameFromInk(input, key);
      if (resolveKey([commands], name).kind !== 'unbound') return;
      const edit = lineActionFor(name, input, key);
      if (edit) dispatch({ type: 'edit', edit });
    },
    [commands],
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
      <Footer scope={[commands]} width={width} />
    </Box>
  );
}
