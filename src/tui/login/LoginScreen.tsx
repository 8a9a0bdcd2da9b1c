// Shown when there are no credentials: API key, account ID and base URL, verified with
// GET /v1/accounts/{id} before they are stored. A form on the form engine (login/form.ts); the
// screen is outside the shell, so it reads the keys itself, through the same tables.
import { useCallback, useMemo } from 'react';
import { Box, useApp, useInput, usePaste, useWindowSize, type Key } from 'ink';
import { createClient, type ClientOptions, type VigilClient } from '../../client/index.js';
import { bindCommands, keyNameFromInk, resolveKey } from '../keys/index.js';
import { decodeKeys } from '../keys/input.js';
import type { LoginCredentials } from '../../credentials.js';
import { Footer } from '../components/Footer.js';
import { Styled } from '../theme/index.js';

import { FormView } from '../forms/FormView.js';
import { initialForm } from '../forms/formState.js';
import { useForm } from '../forms/useForm.js';
import { loginKeymap } from './keymap.js';
import { loginOptions, loginSpecs, type LoginField, type LoginValues } from './form.js';

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

export function LoginScreen({
  credentials,
  readOnly,
  initial,
  onLoggedIn,
  makeClient = createClient,
  onResponse,
  timeoutMs,
}: LoginScreenProps) {
  const { exit } = useApp();
  const { columns, rows } = useWindowSize();
  const width = Math.max(20, columns);
  const height = Math.max(4, rows - 1);

  const form = useForm<LoginValues, LoginResult>({
    init: () => initialForm(loginSpecs(initial ?? {}), 'first-empty', loginOptions),
    send: async (values, signal) => {
      const checked = credentials.check(values);
      // A value the config layer refuses: its sentence in place, nothing sent.
      if (!checked.ok) throw new Error(checked.message);
      const { apiKey, accountId, baseUrl } = checked;
      const client = makeClient({ apiKey, accountId, baseUrl, readOnly, onResponse, timeoutMs });
      try {
        const found = await client.getAccount(accountId, { signal });
        await credentials.save({ apiKey, accountId, baseUrl });
        return { client, accountName: found.name ?? found.id };
      } catch (error) {
        await client.close().catch(() => undefined);
        throw error;
      }
    },
    onSent: onLoggedIn,
    onLeft: exit,
  });

  const own = useMemo(() => bindCommands(loginKeymap, { quit: exit }), [exit]);
  // The form's keys as its latest state makes them (the screen is outside the shell).
  const { mode } = form;
  const handleOneKey = useCallback(
    (input: string, key: Key) => {
      const name = keyNameFromInk(input, key);
      const now = mode();
      if (resolveKey([now?.commands ?? [], own], name).kind === 'unbound') now?.onText(name, input, key);
    },
    [mode, own],
  );
  // Keys one by one (keys/input.ts), a paste as text (usePaste): a pasted line break never submits.
  const handleKey = useCallback(
    (input: string, key: Key) => {
      for (const event of decodeKeys(input, key)) if (event.kind === 'key') handleOneKey(event.input, event.key);
    },
    [handleOneKey],
  );
  useInput(handleKey);
  usePaste(useCallback((text: string) => mode()?.onPaste(text) ?? null, [mode]));

  const heading = (
    <Box flexDirection="column" marginBottom={1}>
      <Styled token="title">{' vigil: log in'}</Styled>
      <Styled token="text.muted">{' Verified with the server before it is stored.'}</Styled>
    </Box>
  );
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <FormView
        form={form.state}
        request={null}
        width={width}
        height={height - 1}
        heading={heading}
        headingRows={3}
        sendingLabel="verifying..."
      />
      <Footer scope={[mode()?.commands ?? [], own]} width={width} />
    </Box>
  );
}
