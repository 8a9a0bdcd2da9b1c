// Generated alert channels and check groups with a marker secret in every string position vigil
// does not allow-list (test/helpers/secret-configs.ts), added to a real sandbox, read by the built
// binary through every command that shows them: the marker is in `-o json` (the server's data, as
// documented) and in no human output (tables, details, Markdown, -o code), with the code cache on
// and off.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, useSandboxBinary } from '../helpers/sandbox-cli.js';
import { channels, groups, holdsMarker } from '../helpers/secret-configs.js';
import type { AlertChannel, CheckGroup } from '../../src/client/schemas/index.js';

const { sandbox, vigil } = useSandboxBinary({ seed: 7 });
const [madeChannels] = fc.sample(channels(100, 5), { seed: 20_261_125, numRuns: 1 }) as [AlertChannel[]];
const [madeGroups] = fc.sample(
  groups(
    100,
    madeChannels.map((c) => c.id),
  ),
  { seed: 20_261_126, numRuns: 1 },
) as [CheckGroup[]];

describe('secrets in alert channels and check groups, through the built binary', () => {
  let checkId = '';
  beforeAll(() => {
    checkId = sandbox().fixtures.failingCheckId;
    sandbox().addConfigurations({ channels: madeChannels, groups: madeGroups, subscribeCheckId: checkId });
  });

  const expectNoMarker = (text: string, what: string) => {
    if (holdsMarker(text)) throw new Error(`${what} shows the marker:\n${text}`);
  };

  it('-o json is the server data: the marker is there (the runs below could find it)', async () => {
    const json = ok(await vigil(['alert-channels', 'list', '--limit', '100', '-o', 'json']));
    expect(holdsMarker(json)).toBe(true);
  });

  it('alert-channels list and get (detail and md)', async () => {
    for (const output of ['table', 'md']) {
      expectNoMarker(ok(await vigil(['alert-channels', 'list', '--limit', '100', '-o', output])), `list -o ${output}`);
    }
    for (const [i, c] of madeChannels.entries()) {
      for (const output of ['detail', 'md']) {
        const argv = ['alert-channels', 'get', String(c.id), '-o', output];
        expectNoMarker(ok(await vigil(argv, { cache: i === 0 })), argv.join(' '));
      }
    }
  });

  it('checks get names the channels it subscribes to (detail and md)', async () => {
    for (const output of ['detail', 'md']) {
      const out = ok(await vigil(['checks', 'get', checkId, '-o', output]));
      expect(out).toContain(`#${madeChannels[0]!.id}`);
      expectNoMarker(out, `checks get -o ${output}`);
    }
  });

  it('check-groups list and get (detail, md and code); scripts only with --show-scripts', async () => {
    expectNoMarker(ok(await vigil(['check-groups', 'list', '--limit', '100'])), 'check-groups list');
    for (const [i, g] of madeGroups.entries()) {
      for (const output of ['detail', 'md', 'code']) {
        const argv = ['check-groups', 'get', String(g.id), '-o', output];
        expectNoMarker(ok(await vigil(argv, { cache: i === 0 })), argv.join(' '));
      }
    }
    const scripted = madeGroups.find((g) => g.localSetupScript);
    if (scripted) {
      const shown = ok(await vigil(['check-groups', 'get', String(scripted.id), '--show-scripts']));
      expect(shown).toContain(scripted.localSetupScript!.slice(0, 3));
      expect(holdsMarker(shown)).toBe(true);
    }
  });
});
