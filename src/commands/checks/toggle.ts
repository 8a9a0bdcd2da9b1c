// `vigil checks pause <id>` and `vigil checks resume <id>`: PUT /v1/checks/{id} {activated}.
// On a terminal vigil names the check and asks (default No); in scripts --yes is needed. Under
// --read-only it is refused before anything is sent. The PUT is sent at most once (the client
// retries a write only when it could not connect).
import { sanitizeLine } from '../../format/sanitize.js';
import { CommandFailure, UsageError } from '../errors.js';
import { clientFromContext } from '../shared/client.js';
import { onePositional, parseGuidArgument } from '../shared/list-options.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, type OptionTable, parseOptions } from '../shared/options.js';
import { createPrompter } from '../shared/prompt.js';
import type { CommandRun } from '../types.js';

export type Toggle = 'pause' | 'resume';

export function toggleOptions(verb: Toggle) {
  return defineOptions({
    yes: {
      type: 'flag',
      short: 'y',
      description: `${verb} without asking (else: ask on a terminal, refuse without one)`,
    },
  });
}

export function toggleHelp(verb: Toggle, options: OptionTable): string {
  const what =
    verb === 'pause' ? 'Pause a check: it stops running until resumed' : 'Resume a paused check: it runs again';
  return `Usage: vigil checks ${verb} <id> [--yes]

${what}.
On a terminal vigil shows the check and asks first; in scripts pass --yes.
Refused under --read-only (nothing is sent).

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
    if (ctx.global.readOnly)
      throw new UsageError(
        `\`vigil ${command}\` changes the check and --read-only is on: run it without --read-only; nothing was sent`,
      );
    const { yes } = values;
    if (!yes && !(ctx.io.stdin.isTTY && ctx.io.stderr.isTTY)) {
      throw new UsageError(
        `${verb === 'pause' ? 'pausing' : 'resuming'} a check needs confirmation and there is no terminal to ask on: pass --yes`,
      );
    }
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
      ctx.io.stdout.write(
        `${activated ? 'Resumed' : 'Paused'} check "${sanitizeLine(updated.name ?? check.name)}" (${id}).\n`,
      );
      return 0;
    } finally {
      await client.close();
    }
  };
}
