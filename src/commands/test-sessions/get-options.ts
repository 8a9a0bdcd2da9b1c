// `vigil test-sessions get <id>` options, checked before any request.
import { UsageError } from '../errors.js';
import { parseCommandArgs } from '../shared/args.js';
import { parseGuid, parseOutput } from './list-options.js';

export const GET_OUTPUTS = ['detail', 'json', 'md'] as const;
export type GetOutput = (typeof GET_OUTPUTS)[number];

export interface GetOptions {
  id: string;
  result: string | undefined;
  errorGroup: string | undefined;
  errorGroupsLimit: number;
  fullError: boolean;
  watch: boolean;
  output: GetOutput;
}

const DEFAULT_ERROR_GROUPS_LIMIT = 5;
const MAX_ERROR_GROUPS_LIMIT = 100;

export function parseGetOptions(argv: string[]): GetOptions {
  const { values, positionals } = parseCommandArgs('test-sessions get', argv, {
    allowPositionals: true,
    options: {
      result: { type: 'string', short: 'r' },
      'error-group': { type: 'string' },
      'error-groups-limit': { type: 'string' },
      'full-error': { type: 'boolean' },
      watch: { type: 'boolean', short: 'w' },
      output: { type: 'string', short: 'o' },
    },
  });
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

  let errorGroupsLimit = DEFAULT_ERROR_GROUPS_LIMIT;
  const limitText = values['error-groups-limit'];
  if (limitText !== undefined) {
    if (!/^\d+$/.test(limitText.trim()) || Number(limitText) > MAX_ERROR_GROUPS_LIMIT) {
      throw new UsageError(
        `--error-groups-limit must be a whole number from 0 to ${MAX_ERROR_GROUPS_LIMIT}, not ${JSON.stringify(limitText.slice(0, 40))}`,
      );
    }
    errorGroupsLimit = Number(limitText);
  }

  return {
    id,
    result,
    errorGroup,
    errorGroupsLimit,
    fullError: values['full-error'] === true,
    watch: values.watch === true,
    output: parseOutput(values.output, GET_OUTPUTS, 'detail'),
  };
}
