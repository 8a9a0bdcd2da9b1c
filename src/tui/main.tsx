// `vigil` with no command: the TUI. Loads the credentials (or shows the login screen), starts the
// embedded sandbox for --demo, draws on the alternate screen and restores the terminal on the
// way out, however the way out happens.
import type { CommandIO } from '../io.js';
import type { TriageRecorder } from './state/record.js';
import type { ResponseFeed } from './state/responses.js';
import type { AppStore } from './state/store.js';
import type { RootProps } from './Root.js';
import type { ClientOptions, VigilClient } from '../client/index.js';
import type { RunningSandbox } from '../sandbox/index.js';
import { limitHeapGrowth } from '../startup/v8-flags.js';
import { requestsOnTheirWay } from './state/requests-sent.js';
import { colorModeFromSettings } from './theme/detect.js';
import type { Route } from './state/navigation.js';
import type { Keymaps } from './keys/remap.js';
import { SHOW_CURSOR, TUI_MODES_OFF, TUI_MODES_ON } from './render/modes.js';

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
function sayHandoffOnExit(store: AppStore, io: CommandIO, global: string[]): void {
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
    `${paused.length} check${paused.length === 1 ? '' : 's'} paused through vigil (profile ${handoff.profile}) ` +
      `and still paused:\n${lines.join('\n')}\n`,
  );
}

/** The most the TUI waits for them to be sent before it loads Ink anyway. */
const PREFETCH_WAIT_MS = 60;

/**
 * Ink decides when it is first loaded whether it runs under CI, where it draws only the last
 * frame. An interactive terminal (the dispatcher checked) is never that, even if CI is set.
 */
function drawAsInteractive(io: CommandIO): void {
  if (io.stdout !== process.stdout) return;
  for (const name of ['CI', 'CONTINUOUS_INTEGRATION']) if (name in process.env) process.env[name] = 'false';
}

/** What the TUI starts from: the time limit, the settings file and the profile. */
async function readStart(options: TuiOptions) {
  const { io } = options;
  const { ConfigError, readTimeoutEnv } = await import('../config/index.js');
  // Checked before the screen is drawn: a bad value is one line and exit 2, as for a command.
  const timeout = readTimeoutEnv(io.env);
  if (!timeout.ok) throw new ConfigError(timeout.message, 2);
  // The file only (zod only when there is one); what needs the screens comes after the prefetch.
  const { readSettings, settingsFilePath } = await import('../config/settings.js');
  // A bad setting never stops the TUI: it goes on with the default for it and says which (below).
  const { settings, problems } = await readSettings(io.env);
  const profile = options.profile ?? (io.env.VIGIL_PROFILE ? undefined : settings.defaultProfile);
  return { timeoutMs: timeout.ms, settings, problems, settingsFile: settingsFilePath(io.env), profile };
}
type Start = Awaited<ReturnType<typeof readStart>>;

/**
 * The one place the TUI's clients are made (the first one, and the login screen's), all with the
 * same options; each is closed at the end.
 */
async function tuiClients(options: TuiOptions, start: Start, responses: ResponseFeed, onRequest: () => void) {
  const { createClient } = await import('../client/index.js');
  const { ConfigError, proxyFor } = await import('../config/index.js');
  const made: VigilClient[] = [];
  const make = (o: ClientOptions): VigilClient => {
    // The proxy for this base URL (loopback and --demo's sandbox never use one). A bad one stops the
    // start before the screen is drawn (exit 2), or is said in the login form, nothing sent.
    const proxy = proxyFor(options.io.env, o.baseUrl);
    if (!proxy.ok) throw new ConfigError(proxy.message, 2);
    const client = createClient({
      ...o,
      ...(proxy.proxy ? { proxy: proxy.proxy } : {}),
      readOnly: options.readOnly,
      onResponse: responses.onResponse,
      onRequest,
      ...(start.timeoutMs !== undefined ? { timeoutMs: start.timeoutMs } : {}),
    });
    made.push(client);
    return client;
  };
  return { make, closeAll: () => Promise.allSettled(made.map((c) => c.close())) };
}

/** The client the TUI opens with: the sandbox's for --demo, else the stored credentials' (or none: login). */
async function firstClient(options: TuiOptions, start: Start, make: (o: ClientOptions) => VigilClient) {
  if (options.demo) {
    const { startSandbox } = await import('../sandbox/index.js');
    const sandbox = await startSandbox({ port: 0 });
    return { client: make(sandbox), sandbox };
  }
  const { loadCredentials } = await import('../config/index.js');
  const creds = loadCredentials({
    env: options.io.env,
    ...(start.profile !== undefined ? { profile: start.profile } : {}),
  });
  return { client: creds ? make(creds) : null };
}

/** The shared state: rate-limit waits said on screens, the refresh and bell, the memory of the last look. */
async function prepareStore(options: TuiOptions, start: Start, responses: ResponseFeed) {
  const { io } = options;
  const [{ createStore }, { RateLimitWait }, { chooseBell, chooseRefreshSeconds }, notify] = await Promise.all([
    import('./state/store.js'),
    import('./model/rateLimitWait.js'),
    import('../config/refresh.js'),
    import('./model/notify.js'),
  ]);
  const { settings } = start;
  const store = createStore();
  // A 429 the client waits out is said on the screens still waiting for their first answer.
  store.rateLimitWait = new RateLimitWait();
  responses.subscribe(store.rateLimitWait.onResponse);
  // The flag, else the settings file, else the default (config/refresh.ts).
  const refreshSeconds = chooseRefreshSeconds(options.refreshSeconds, settings.refreshSeconds);
  const bell = chooseBell(options.bell, settings.bell);
  const notifier = notify.createNotifier(
    notify.chooseNotifyMode(settings.notify, bell, options.bell),
    io.stdout,
    io.env,
  );
  store.notifier = notifier;
  store.triage = {
    refreshMs: refreshSeconds === 0 ? null : refreshSeconds * 1000,
    bell: notifier.mode !== 'none',
    ring: (n) => notifier.send(`vigil: ${n} check${n === 1 ? '' : 's'} turned failing`),
    ...(settings.flapThreshold !== undefined ? { flapThreshold: settings.flapThreshold } : {}),
  };
  const memoryProfile = options.demo ? 'demo' : (start.profile ?? io.env.VIGIL_PROFILE ?? 'default');
  if (!options.noMemory && settings.memory !== false) store.handoff = await openHandoff(io.env, memoryProfile);
  return store;
}

/** The start screen and remapped keys of the settings, and what was left out of them. */
async function screenSettings(start: Start): Promise<{ view: { start?: Route; keymaps?: Keymaps }; notice?: string }> {
  const problems = start.problems.map((p) => p.message);
  let view: { start?: Route; keymaps?: Keymaps } = {};
  // The screens' key tables load Ink: only when the settings ask for something that needs them.
  if (start.settings.keys || start.settings.startScreen) {
    const { tuiView } = await import('./settings.js');
    const { problems: keyProblems, ...rest } = tuiView(start.settings, start.settingsFile);
    view = rest;
    problems.push(...keyProblems);
  }
  const notice = settingsNotice(problems);
  return { view, ...(notice ? { notice } : {}) };
}

/** Draws on the alternate screen until `draw` ends; the terminal is restored however it ends. */
async function onTheAlternateScreen(io: CommandIO, draw: () => Promise<void>): Promise<void> {
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    io.stdout.write(TUI_MODES_OFF + SHOW_CURSOR);
  };
  // A signal or process.exit skips the code after waitUntilExit: restore synchronously then.
  process.once('exit', restore);
  io.stdout.write(TUI_MODES_ON);
  try {
    await draw();
  } finally {
    restore();
    process.off('exit', restore);
  }
}

export async function runTui(options: TuiOptions): Promise<number> {
  const { io } = options;
  drawAsInteractive(io);
  const start = await readStart(options);
  const responses = (await import('./state/responses.js')).createResponseFeed();
  // prefetchChecksScreen sends these (account, checks, statuses, group names).
  const { FIRST_SCREEN_REQUESTS, prefetchChecksScreen } = await import('./screens/checks/data.js');
  const firstRequests = requestsOnTheirWay(FIRST_SCREEN_REQUESTS.length, PREFETCH_WAIT_MS);
  const clients = await tuiClients(options, start, responses, firstRequests.onRequest);
  let sandbox: RunningSandbox | undefined;
  let store: AppStore | undefined;
  try {
    const first = await firstClient(options, start, clients.make);
    sandbox = first.sandbox;
    store = await prepareStore(options, start, responses);
    // The first screen's requests go out now and run while Ink and React load. Ink is loaded once
    // they are on their way: loading it holds the main thread for tens of milliseconds, and a
    // request only leaves between tasks (they once left ~140 ms late).
    if (first.client) {
      prefetchChecksScreen(first.client, store);
      await firstRequests.sent;
    }
    limitHeapGrowth();
    const [{ view, notice }, { mount }, { loginCredentials }] = await Promise.all([
      screenSettings(start),
      import('./start.js'),
      import('../config/login.js'),
    ]);
    const profile = start.profile;
    const props: RootProps = {
      client: first.client,
      makeClient: clients.make,
      demo: options.demo,
      readOnly: options.readOnly,
      env: io.env,
      credentials: loginCredentials(io.env, profile),
      timeoutMs: start.timeoutMs,
      colorMode: colorModeFromSettings(io.env, start.settings.theme),
      ...view,
      ...(notice ? { startNotice: notice } : {}),
      responses,
      store,
      record: await fileRecorder(io.env, profile ?? io.env.VIGIL_PROFILE ?? 'default'),
    };
    await onTheAlternateScreen(io, () => mount(props, io));
    return 0;
  } finally {
    const profile = start.profile;
    if (store?.handoff) sayHandoffOnExit(store, io, options.demo ? ['--demo'] : profile ? ['--profile', profile] : []);
    await Promise.allSettled([clients.closeAll(), sandbox?.close()]);
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
