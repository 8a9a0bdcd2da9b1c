// `vigil` with no command: the TUI. Loads the credentials (or shows the login screen), starts the
// embedded sandbox for --demo, draws on the alternate screen and restores the terminal on the
// way out, however the way out happens.
import type { CommandIO } from '../io.js';
import type { TriageRecorder } from './state/record.js';
import type { VigilClient } from '../client/index.js';
import type { RunningSandbox } from '../sandbox/index.js';
import { limitHeapGrowth } from '../startup/v8-flags.js';
import { requestsOnTheirWay } from './state/requests-sent.js';
import { colorModeFromSettings } from './theme/detect.js';
import type { Route } from './state/navigation.js';
import type { Keymaps } from './keys/remap.js';

export interface TuiOptions {
  demo: boolean;
  profile?: string;
  readOnly: boolean;
  io: CommandIO;
  /** Checks screen: statuses asked for again this often (0: never by itself); unset: settings, else 30. */
  refreshSeconds?: number;
  /** Ring the bell when a check turns failing; unset: settings, else off. */
  bell?: boolean;
  /** --no-memory: no memory of the last look is read or written (issue 26). */
  noMemory?: boolean;
}

// Bracketed paste on (Ink's usePaste would ask only of a TTY stream, and Ink draws into the row
// diff's stream): a paste then arrives marked, as text, never as keys.
const ENTER_ALT_SCREEN = '\u001b[?1049h\u001b[?2004h';
const LEAVE_ALT_SCREEN = '\u001b[?2004l\u001b[?1049l';
const SHOW_CURSOR = '\u001b[?25h';

/** The memory of the profile, read with limits (config/memory-file.ts), as the TUI's hand-off. */
async function openHandoff(env: NodeJS.ProcessEnv, profile: string) {
  const [{ memoryFile, readMemory, writeMemory }, { Handoff }] = await Promise.all([
    import('../config/memory-file.js'),
    import('./model/handoff.js'),
  ]);
  const file = memoryFile(env, profile);
  const loaded = readMemory(file);
  return new Handoff({
    memory: loaded.memory,
    profile,
    ...(loaded.notice ? { notice: loaded.notice } : {}),
    save: (next) => (loaded.writable === false ? undefined : writeMemory(file, next)),
  });
}

/**
 * On the way out: the look is remembered, and the checks left paused through vigil are listed on
 * stderr with the command that resumes each (a check paused at 3 a.m. must not be forgotten).
 */
function sayHandoffOnExit(store: import('./state/store.js').AppStore, io: CommandIO, global: string[]): void {
  const handoff = store.handoff;
  if (!handoff) return;
  const index = store.checkIndex;
  const checks = index?.checks ?? new Map();
  const problem = handoff.saveLook(index?.statuses, checks);
  if (problem) io.stderr.write(`${problem}\n`);
  const paused = handoff.paused(checks);
  if (paused.length === 0) return;
  const flags = global.length > 0 ? ` ${global.join(' ')}` : '';
  const lines = paused.map((p) => {
    const name = index?.statuses?.get(p.checkId)?.name ?? checks.get(p.checkId)?.name ?? p.checkId;
    const safe = name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
    return `  ${safe} (paused ${p.at}): vigil checks resume ${p.checkId}${flags} --yes`;
  });
  io.stderr.write(
    `${paused.length} check${paused.length === 1 ? '' : 's'} paused through vigil (profile ${handoff.profile}) and still paused:\n${lines.join('\n')}\n`,
  );
}

/** The most the TUI waits for them to be sent before it loads Ink anyway. */
const PREFETCH_WAIT_MS = 60;

export async function runTui(options: TuiOptions): Promise<number> {
  const { io } = options;
  // Ink decides when it is first loaded whether it runs under CI, where it draws only the last
  // frame. An interactive terminal (the dispatcher checked) is never that, even if CI is set.
  if (io.stdout === process.stdout) {
    for (const name of ['CI', 'CONTINUOUS_INTEGRATION']) if (name in process.env) process.env[name] = 'false';
  }
  const { createClient } = await import('../client/index.js');
  const [{ ConfigError, loadCredentials, readTimeoutEnv }, { loginCredentials }] = await Promise.all([
    import('../config/index.js'),
    import('../config/login.js'),
  ]);
  // Checked before the screen is drawn: a bad value is one line and exit 2, as for a command.
  const timeout = readTimeoutEnv(io.env);
  if (!timeout.ok) throw new ConfigError(timeout.message, 2);
  const timeoutMs = timeout.ms;
  // The file only (zod only when there is one); what needs the screens comes after the prefetch.
  const [{ readSettings, settingsFilePath }, { chooseBell, chooseRefreshSeconds }] = await Promise.all([
    import('../config/settings.js'),
    import('../config/refresh.js'),
  ]);
  // A bad setting never stops the TUI: it goes on with the default for it and says which (below).
  const { settings, problems: settingsProblems } = await readSettings(io.env);
  const profile = options.profile ?? (io.env.VIGIL_PROFILE ? undefined : settings.defaultProfile);

  const { createResponseFeed } = await import('./state/responses.js');
  const responses = createResponseFeed();
  // prefetchChecksScreen sends these (account, checks, statuses, group names).
  const { FIRST_SCREEN_REQUESTS, prefetchChecksScreen } = await import('./screens/checks/data.js');
  const firstRequests = requestsOnTheirWay(FIRST_SCREEN_REQUESTS.length, PREFETCH_WAIT_MS);
  let sandbox: RunningSandbox | undefined;
  const clients: VigilClient[] = [];
  /** The TUI's client for `target` (the sandbox's or the stored credentials'). */
  const clientFor = (target: { baseUrl: string; apiKey: string; accountId: string }): VigilClient =>
    createClient({
      baseUrl: target.baseUrl,
      apiKey: target.apiKey,
      accountId: target.accountId,
      readOnly: options.readOnly,
      onResponse: responses.onResponse,
      onRequest: firstRequests.onRequest,
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    });
  let client: VigilClient | null = null;
  if (options.demo) {
    const { startSandbox } = await import('../sandbox/index.js');
    sandbox = await startSandbox({ port: 0 });
    client = clientFor(sandbox);
  } else {
    const creds = loadCredentials({ env: io.env, ...(profile !== undefined ? { profile } : {}) });
    if (creds) client = clientFor(creds);
  }
  if (client) clients.push(client);
  // The first screen's requests go out now and run while Ink and React load. Ink is loaded once
  // they are on their way: loading it holds the main thread for tens of milliseconds, and a
  // request only leaves between tasks (they once left ~140 ms late).
  const [{ createStore }, { RateLimitWait }] = await Promise.all([
    import('./state/store.js'),
    import('./model/rateLimitWait.js'),
  ]);
  const store = createStore();
  // A 429 the client waits out is said on the screens still waiting for their first answer.
  store.rateLimitWait = new RateLimitWait();
  responses.subscribe(store.rateLimitWait.onResponse);
  // The flag, else the settings file, else the default (config/refresh.ts).
  const refreshSeconds = chooseRefreshSeconds(options.refreshSeconds, settings.refreshSeconds);
  const bell = chooseBell(options.bell, settings.bell);
  const { chooseNotifyMode, createNotifier } = await import('./model/notify.js');
  const notifier = createNotifier(chooseNotifyMode(settings.notify, bell, options.bell), io.stdout, io.env);
  store.notifier = notifier;
  store.triage = {
    refreshMs: refreshSeconds === 0 ? null : refreshSeconds * 1000,
    bell: notifier.mode !== 'none',
    ring: (n) => notifier.send(`vigil: ${n} check${n === 1 ? '' : 's'} turned failing`),
    ...(settings.flapThreshold !== undefined ? { flapThreshold: settings.flapThreshold } : {}),
  };
  const memoryProfile = options.demo ? 'demo' : (profile ?? io.env.VIGIL_PROFILE ?? 'default');
  if (!options.noMemory && settings.memory !== false) store.handoff = await openHandoff(io.env, memoryProfile);
  if (client) {
    prefetchChecksScreen(client, store);
    await firstRequests.sent;
  }

  // The screens' key tables load Ink: only now, with the first requests on their way (and the
  // CI variables above set), and only when the settings ask for something that needs them.
  let view: { start?: Route; keymaps?: Keymaps } = {};
  const problems = settingsProblems.map((p) => p.message);
  if (settings.keys || settings.startScreen) {
    const { tuiView } = await import('./settings.js');
    const { problems: keyProblems, ...rest } = tuiView(settings, settingsFilePath(io.env));
    view = rest;
    problems.push(...keyProblems);
  }
  const startNotice = settingsNotice(problems);
  const { mount } = await import('./start.js');
  limitHeapGrowth();

  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    io.stdout.write(LEAVE_ALT_SCREEN + SHOW_CURSOR);
  };
  // A signal or process.exit skips the code after waitUntilExit: restore synchronously then.
  process.once('exit', restore);
  io.stdout.write(ENTER_ALT_SCREEN);
  try {
    await mount(
      {
        client,
        demo: options.demo,
        readOnly: options.readOnly,
        env: io.env,
        credentials: loginCredentials(io.env, profile),
        timeoutMs,
        colorMode: colorModeFromSettings(io.env, settings.theme),
        ...view,
        ...(startNotice ? { startNotice } : {}),
        onClient: (made: VigilClient) => clients.push(made),
        responses,
        store,
        record: await fileRecorder(io.env, profile ?? io.env.VIGIL_PROFILE ?? 'default'),
      },
      io,
    );
    return 0;
  } finally {
    restore();
    process.off('exit', restore);
    if (store.handoff) sayHandoffOnExit(store, io, options.demo ? ['--demo'] : profile ? ['--profile', profile] : []);
    await Promise.allSettled([...clients.map((c) => c.close()), sandbox?.close()]);
  }
}

/** What the first screen says of settings left out: the first one, and how many more. */
function settingsNotice(problems: readonly string[]): string | undefined {
  if (problems.length === 0) return undefined;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more setting${problems.length > 2 ? 's' : ''})` : '';
  return `settings: ${problems[0]}${more}`;
}

/**
 * The profile's triage record on disk (config/record.ts). A record that cannot be written (a
 * read-only home) costs the record, never the triage: the failure is said once, as a notice.
 */
async function fileRecorder(env: NodeJS.ProcessEnv, profile: string): Promise<TriageRecorder> {
  const { appendRecord, readRecord, recordFile } = await import('../config/record.js');
  const file = recordFile(env, profile);
  return {
    add: (entry) => {
      try {
        appendRecord(file, { ...entry, at: new Date().toISOString() }, Date.now());
      } catch {
        // Nothing to do: the screen goes on; `vigil record` shows what was kept.
      }
    },
    read: () => {
      try {
        return readRecord(file, Date.now());
      } catch {
        return [];
      }
    },
  };
}
