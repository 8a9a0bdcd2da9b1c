// `vigil test-sessions get <id>` options, checked before any request.
import { UsageError } from '../errors.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import { DETAIL_OUTPUT_OPTION, type DETAIL_OUTPUTS } from '../shared/output-options.js';
import { parseGuid } from './list-options.js';

export type GetOutput = (typeof DETAIL_OUTPUTS)[number];

const DEFAULT_ERROR_GROUPS_LIMIT = 5;
const MAX_ERROR_GROUPS_LIMIT = 100;

export const options = defineOptions({
  result: {
    type: 'text',
    short: 'r',
    valueName: 'ID',
    description:
      'one result instead: its logs and timing (assertions, request and response for API checks; errors for browser ' +
      'checks)',
  },
  'error-group': { type: 'text', valueName: 'ID', description: 'one error group of this session instead' },
  'error-groups-limit': {
    type: 'number',
    valueName: 'N',
    min: 0,
    max: MAX_ERROR_GROUPS_LIMIT,
    default: DEFAULT_ERROR_GROUPS_LIMIT,
    description: 'error groups in the summary',
  },
  'full-error': { type: 'flag', description: 'the whole raw error, not only its first lines' },
  watch: { type: 'flag', short: 'w', description: 'wait until a running session has finished, then print' },
  output: DETAIL_OUTPUT_OPTION,
});

export interface GetOptions {
  id: string;
  result: string | undefined;
  errorGroup: string | undefined;
  errorGroupsLimit: number;
  fullError: boolean;
  watch: boolean;
  output: GetOutput;
}

export function parseGetOptions(argv: string[]): GetOptions {
  const { values, positionals } = parseOptions('test-sessions get', options, argv, { positionals: true });
  if (positionals.length === 0) {
    throw new UsageError(
      'give a test session ID: `vigil test-sessions get <id>` (`vigil test-sessions list` shows the IDs)',
    );
  }
  if (positionals.length > 1)
    throw new UsageError(`\`vigil test-sessions get\` takes one session ID, got ${positionals.length}`);
  const id = parseGuid('the session ID', positionals[0], 'a test session ID')!;

  const result = parseGuid('--result', values.result, 'a test session result ID');
  const errorGroup = parseGuid('--error-group', values['error-group'], 'a test-session error group ID');
  if (result !== undefined && errorGroup !== undefined) {
    throw new UsageError('--result and --error-group each show one thing: use one of them');
  }

  return {
    id,
    result,
    errorGroup,
    errorGroupsLimit: values['error-groups-limit'],
    fullError: values['full-error'],
    watch: values.watch,
    output: values.output,
  };
}
