// `vigil checks pause <id>` and `vigil checks resume <id>`: PUT /v1/checks/{id} {activated}.
// On a terminal vigil names the check and asks (default No); in scripts --yes is needed. Under
// --read-only it is refused before anything is sent. The PUT is sent at most once (the client
// retries a write only when it could not connect).
import { sanitizeLine } from '../../sanitize.js';
import { CommandFailure, UsageError } from '../errors.js';
import { clientFromContext } from '../shared/client.js';
import { onePositional, parseGuidArgument } from '../shared/list-options.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, type OptionTable, parseOptions } from '../shared/options.js';
import { recordPause } from '../../format/memory.js';
import { durationMs } from '../shared/duration.js';
import { openMemory } from '../shared/memory.js';
import { createPrompter } from '../shared/prompt.js';
import type { CommandRun } from '../types.js';

export type Toggle = 'pause' | 'resume';

export function toggleOptions(verb: Toggle) {
  const yes = {
    type: 'flag',
    short: 'y',
    description: `${verb} without asking (else: ask on a terminal, refuse without one)`,
  } as const;
  if (verb === 'resume') return defineOptions({ yes });
  return defineOptions({
    yes,
    for: {
      type: 'text',
      valueName: 'DURATION',
      description:
        'remind me after DURATION (30m, 2h, 1d): `vigil changes` and the TUI say when it is due; nothing resumes by ' +
        'itself',
    },
  });
}

export function toggleHelp(verb: Toggle, options: OptionTable): string {
  const what =
    verb === 'pause' ? 'Pause a check: it stops running until resumed' : 'Resume a paused check: it runs again';
  return `Usage: vigil checks ${verb} <id> [--yes]${verb === 'pause' ? ' [--for DURATION]' : ''}

${what}.
On a terminal vigil shows the check and asks first; in scripts pass --yes.
Refused under --read-only (nothing is sent). vigil remembers the ${verb} in the memory of the
profile (\`vigil checks list --paused-by-me\`), unless --no-memory. The service has no expiry:
a check paused --for a while is only reminded of, never resumed by itself.

${optionsHelp(options)}
Example
  vigil checks ${verb} 3c9f1d2e-5b7a-4c8d-9e0f-1a2b3c4d5e6f --yes
`;
}

export function toggleRun(verb: Toggle): CommandRun {
  const command = `checks ${verb}`;
  const activated = verb === 'resume';
  return async (argv, ctx) => {
    const { values, positionals } = parseOptions(command, toggleOptions(verb), argv, { positionals: true });
    const id = parseGuidArgument('check', onePositional(positionals, command, 'check ID'));
    const forRaw = (values as { for?: string }).for;
    const forMs = forRaw === undefined ? undefined : durationMs(forRaw);
    if (forRaw !== undefined && (forMs === undefined || forMs === 0))
      throw new UsageError('--for takes how long until the reminder, such as 30m, 2h or 1d');
    if (ctx.global.readOnly)
      throw new UsageError(
        `\`vigil ${command}\` changes the check and --read-only is on: run it without --read-only; nothing was sent`,
      );
    const { yes } = values;
    if (!yes && !(ctx.io.stdin.isTTY && ctx.io.stderr.isTTY)) {
      throw new UsageError(
        `${verb === 'pause' ? 'pausing' : 'resuming'} a check needs confirmation and there is no terminal to ask on: ` +
          `pass --yes`,
      );
    }
    const memory = await openMemory(ctx);
    if (forRaw !== undefined && !memory)
      throw new UsageError(
        '--for keeps its reminder in the memory of the profile, and memory is off (--no-memory, or "memory": false ' +
          'in ' +
          'settings.json); nothing was sent',
      );
    const client = await clientFromContext(ctx);
    try {
      const check = await client.getCheck(id);
      const name = sanitizeLine(check.name);
      if (check.activated === activated) {
        ctx.io.stdout.write(`Check "${name}" is already ${activated ? 'running' : 'paused'}; nothing was sent.\n`);
        return 0;
      }
      if (!yes) {
        const prompter = createPrompter(ctx.io);
        let answer: string;
        try {
          answer = await prompter.ask(`${verb === 'pause' ? 'Pause' : 'Resume'} check "${name}" (${id})? [y/N]`);
        } finally {
          prompter.close();
        }
        if (!/^y(es)?$/i.test(answer.trim())) throw new CommandFailure(`Cancelled; check "${name}" was not ${verb}d`);
      }
      const updated = await client.updateCheck(id, { activated });
      const now = Date.now();
      const remindAt = forMs === undefined ? undefined : new Date(now + forMs).toISOString();
      ctx.io.stdout.write(
        `${activated ? 'Resumed' : 'Paused'} check "${sanitizeLine(updated.name ?? check.name)}" ` +
          `(${id}).${remindAt ? ` Reminder at ${remindAt}: nothing resumes it by itself.` : ''}\n`,
      );
      memory?.save(
        recordPause(memory.memory, {
          checkId: id,
          action: verb,
          at: new Date(now).toISOString(),
          profile: memory.profile,
          ...(remindAt ? { remindAt } : {}),
        }),
      );
      return 0;
    } finally {
      await client.close();
    }
  };
}
