// Every command's options, for shell completion and for the check that help lists them all
// (test/commands/completion/completion.test.ts holds this table and each command's help together).
// Loaded only by `vigil completion` and its tests, never at a command's start.
import { AlertChannelType, CheckType, LOCATIONS, MemberRole } from '../../client/schemas/enums.js';
import { SORT_COLUMN_NAMES, STATUS_FILTER_NAMES } from '../../format/check-list.js';
import { INCIDENT_SEVERITIES, INCIDENT_STATUSES } from '../../format/incidents.js';
import { CLI_PROVIDERS, CLI_STATUSES } from '../../format/status.js';

export interface OptionSpec {
  long: string;
  short?: string;
  /** Takes a value; `values` when there is a fixed set of them. */
  takesValue?: boolean;
  values?: readonly string[];
  /** The value used when the option is not given, as the help says it (the help test checks it is there). */
  default?: string;
}

const LIST_OUTPUTS = ['table', 'json', 'md'];
const DETAIL_OUTPUTS = ['detail', 'json', 'md'];
const output = (values: readonly string[]): OptionSpec => ({
  long: 'output',
  short: 'o',
  takesValue: true,
  values,
  default: values[0]!,
});
const value = (long: string, short?: string, defaultValue?: string): OptionSpec => ({
  long,
  short,
  takesValue: true,
  default: defaultValue,
});
const flag = (long: string, short?: string): OptionSpec => ({ long, short });

/** Keyed by the command's words joined with a space, as `commandName` gives them. */
export const COMMAND_OPTIONS: Readonly<Record<string, readonly OptionSpec[]>> = {
  login: [value('api-key'), value('account-id'), value('base-url')],
  logout: [],
  whoami: [flag('json')],
  api: [
    { long: 'method', short: 'X', takesValue: true, values: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], default: 'GET' },
    value('field', 'F'),
    value('header', 'H'),
    value('input'),
    value('jq', 'q'),
    flag('raw', 'r'),
    flag('include', 'i'),
    flag('verbose'),
    flag('paginate'),
  ],
  'test-sessions list': [
    value('limit', 'l', '20'),
    value('cursor'),
    value('from'),
    value('to'),
    { long: 'status', takesValue: true, values: CLI_STATUSES },
    value('branch'),
    value('user'),
    flag('no-users'),
    { long: 'provider', takesValue: true, values: CLI_PROVIDERS },
    value('search', 's'),
    value('error-group'),
    output(LIST_OUTPUTS),
  ],
  'test-sessions get': [
    value('result', 'r'),
    value('error-group'),
    value('error-groups-limit', undefined, '5'),
    flag('full-error'),
    flag('watch', 'w'),
    output(DETAIL_OUTPUTS),
  ],
  sandbox: [
    value('host', undefined, '127.0.0.1'),
    value('port', undefined, '4010'),
    value('seed', undefined, '1'),
    value('checks', undefined, '137'),
    value('groups', undefined, '12'),
    value('sessions', undefined, '2000'),
    value('latency', undefined, '0'),
    value('fail-rate', undefined, '0'),
    value('state'),
    value('flap'),
    value('flap-every', undefined, '30'),
    flag('json'),
  ],
  'incident-update': [
    value('description', 'd'),
    {
      long: 'status',
      short: 's',
      takesValue: true,
      values: INCIDENT_STATUSES.map((s) => s.toLowerCase()),
      default: "the incident's status does not change",
    },
    flag('notify'),
    value('date', undefined, 'now'),
    output(['text', 'json']),
  ],
  'members remove': [value('account', undefined, 'the logged-in account'), flag('yes', 'y')],
  'members list': [
    value('search', 's'),
    { long: 'role', takesValue: true, values: MemberRole.options.map((r) => r.toLowerCase()) },
    output(LIST_OUTPUTS),
  ],
  'checks list': [
    { long: 'status', takesValue: true, values: STATUS_FILTER_NAMES },
    value('search', 's'),
    value('group'),
    { long: 'type', takesValue: true, values: CheckType.options.map((t) => t.toLowerCase()) },
    value('tag'),
    { long: 'sort', takesValue: true, values: SORT_COLUMN_NAMES, default: 'status' },
    flag('reverse', 'r'),
    value('limit', 'l', 'all'),
    output(LIST_OUTPUTS),
  ],
  'checks get': [output(DETAIL_OUTPUTS)],
  'checks results': [
    { long: 'location', takesValue: true, values: [...LOCATIONS] },
    flag('failed'),
    value('from'),
    value('to'),
    value('limit', 'l', '30'),
    value('cursor'),
    output(LIST_OUTPUTS),
  ],
  'checks pause': [flag('yes', 'y')],
  'checks resume': [flag('yes', 'y')],
  'check-groups list': [value('page', 'p', '1'), value('limit', 'l', '50'), value('search', 's'), output(LIST_OUTPUTS)],
  'check-groups get': [output([...DETAIL_OUTPUTS, 'code']), flag('show-scripts')],
  'incidents list': [value('limit', 'l', '50'), value('cursor'), value('search', 's'), output(LIST_OUTPUTS)],
  'incidents get': [output(DETAIL_OUTPUTS)],
  record: [value('since', undefined, 'the last 7 days'), output(['md', 'json'])],
  'incidents create': [
    value('name'),
    { long: 'severity', takesValue: true, values: INCIDENT_SEVERITIES.map((s) => s.toLowerCase()) },
    value('service'),
    value('description', 'd'),
    {
      long: 'status',
      short: 's',
      takesValue: true,
      values: INCIDENT_STATUSES.map((s) => s.toLowerCase()),
      default: 'investigating',
    },
    flag('notify'),
    output(['text', 'json']),
  ],
  'incidents resolve': [
    value('description', 'd', 'This incident has been resolved.'),
    flag('notify'),
    output(['text', 'json']),
  ],
  'alert-channels list': [
    value('page', 'p', '1'),
    value('limit', 'l', '50'),
    { long: 'type', takesValue: true, values: AlertChannelType.options.map((t) => t.toLowerCase()) },
    output(LIST_OUTPUTS),
  ],
  'alert-channels get': [output(DETAIL_OUTPUTS)],
  completion: [],
};

/** Options every command takes (src/cli.ts). */
export const GLOBAL_OPTIONS: readonly OptionSpec[] = [value('profile'), flag('read-only'), flag('help', 'h')];

/** Options before any command: the global ones, the TUI's and --version. */
export const TOP_OPTIONS: readonly OptionSpec[] = [
  ...GLOBAL_OPTIONS,
  flag('demo'),
  value('refresh', undefined, '30'),
  flag('bell'),
  flag('no-bell'),
  flag('version', 'v'),
];
