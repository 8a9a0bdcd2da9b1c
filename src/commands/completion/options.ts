// Every command's options, for shell completion and for the check that help lists them all
// (test/commands/completion/completion.test.ts holds this table and each command's help together).
// Loaded only by `vigil completion` and its tests, never at a command's start.
import { AlertChannelType, CheckType, MemberRole } from '../../client/schemas/enums.js';
import { SORT_COLUMN_NAMES, STATUS_FILTER_NAMES } from '../../format/check-list.js';
import { INCIDENT_STATUSES } from '../../format/incidents.js';
import { CLI_PROVIDERS, CLI_STATUSES } from '../../format/status.js';

export interface OptionSpec {
  long: string;
  short?: string;
  /** Takes a value; `values` when there is a fixed set of them. */
  takesValue?: boolean;
  values?: readonly string[];
}

const LIST_OUTPUTS = ['table', 'json', 'md'];
const DETAIL_OUTPUTS = ['detail', 'json', 'md'];
const output = (values: readonly string[]): OptionSpec => ({ long: 'output', short: 'o', takesValue: true, values });
const value = (long: string, short?: string): OptionSpec => ({ long, short, takesValue: true });
const flag = (long: string, short?: string): OptionSpec => ({ long, short });

/** Keyed by the command's words joined with a space, as `commandName` gives them. */
export const COMMAND_OPTIONS: Readonly<Record<string, readonly OptionSpec[]>> = {
  login: [value('api-key'), value('account-id'), value('base-url')],
  logout: [],
  whoami: [flag('json')],
  api: [
    { long: 'method', short: 'X', takesValue: true, values: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
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
    value('limit', 'l'),
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
  'test-sessions get': [value('result', 'r'), value('error-group'), value('error-groups-limit'), flag('full-error'), flag('watch', 'w'), output(DETAIL_OUTPUTS)],
  sandbox: [value('host'), value('port'), value('seed'), value('checks'), value('groups'), value('sessions'), value('latency'), value('fail-rate'), value('state'), value('flap'), value('flap-every'), flag('json')],
  'incident-update': [
    value('description', 'd'),
    { long: 'status', short: 's', takesValue: true, values: INCIDENT_STATUSES.map((s) => s.toLowerCase()) },
    flag('notify'),
    value('date'),
    output(['text', 'json']),
  ],
  'members remove': [value('account'), flag('yes', 'y')],
  'members list': [value('search', 's'), { long: 'role', takesValue: true, values: MemberRole.options.map((r) => r.toLowerCase()) }, output(LIST_OUTPUTS)],
  'checks list': [
    { long: 'status', takesValue: true, values: STATUS_FILTER_NAMES },
    value('search', 's'),
    value('group'),
    { long: 'type', takesValue: true, values: CheckType.options.map((t) => t.toLowerCase()) },
    value('tag'),
    { long: 'sort', takesValue: true, values: SORT_COLUMN_NAMES },
    flag('reverse', 'r'),
    value('limit', 'l'),
    output(LIST_OUTPUTS),
  ],
  'checks get': [output(DETAIL_OUTPUTS)],
  'checks pause': [flag('yes', 'y')],
  'checks resume': [flag('yes', 'y')],
  'check-groups list': [value('page', 'p'), value('limit', 'l'), value('search', 's'), output(LIST_OUTPUTS)],
  'check-groups get': [output([...DETAIL_OUTPUTS, 'code'])],
  'incidents list': [value('limit', 'l'), value('cursor'), value('search', 's'), output(LIST_OUTPUTS)],
  'incidents get': [output(DETAIL_OUTPUTS)],
  'alert-channels list': [value('page', 'p'), value('limit', 'l'), { long: 'type', takesValue: true, values: AlertChannelType.options.map((t) => t.toLowerCase()) }, output(LIST_OUTPUTS)],
  'alert-channels get': [output(DETAIL_OUTPUTS)],
  completion: [],
};

/** Options every command takes (src/cli.ts). */
export const GLOBAL_OPTIONS: readonly OptionSpec[] = [value('profile'), flag('read-only'), flag('help', 'h')];

/** Options before any command. */
export const TOP_OPTIONS: readonly OptionSpec[] = [...GLOBAL_OPTIONS, flag('demo'), flag('version', 'v')];
