// The TUI shows alert channels and groups by the same allow-list as the commands: generated
// channels and groups with a marker secret in every string position vigil does not allow-list
// (test/helpers/secret-configs.ts) are drawn in the Alerts list, each channel's detail, each
// group's detail, and copied as code (OSC 52): the marker is in none of them.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AlertChannel, CheckGroup } from '../../../../src/client/schemas/index.js';
import { route } from '../../../../src/tui/state/navigation.js';
import { channels, groups, holdsMarker } from '../../../helpers/secret-configs.js';
import { useTuiSandbox } from '../../../helpers/tui.js';

const tui = useTuiSandbox();
const [madeChannels] = fc.sample(channels(200, 3), { seed: 20_261_127, numRuns: 1 }) as [AlertChannel[]];
const [madeGroups] = fc.sample(
  groups(
    200,
    madeChannels.map((c) => c.id),
  ),
  { seed: 20_261_128, numRuns: 1 },
) as [CheckGroup[]];

const expectNoMarker = (text: string, what: string) => {
  if (holdsMarker(text)) throw new Error(`${what} shows the marker:\n${text}`);
};

describe('TUI: secrets in alert channels and groups', () => {
  beforeAll(() => {
    tui.sandbox().addConfigurations({ channels: madeChannels, groups: madeGroups });
  });

  it('the Alerts list and each channel detail', async () => {
    const list = tui.open('alerts', { columns: 160, rows: 40 });
    expectNoMarker(await list.waitForFrame(/Alert channels\s+1-/), 'the Alerts list');
    for (const c of madeChannels) {
      const app = tui.open(route('alert', { id: String(c.id) }), { columns: 160, rows: 60 });
      const frame = await app.waitForFrame('Configuration');
      expect(frame).toContain(`Alert channel #${c.id}`);
      expectNoMarker(frame, `alert ${c.id}`);
    }
  });

  it('each group detail, and its copy as code', async () => {
    for (const g of madeGroups) {
      const app = tui.open(route('group', { id: String(g.id) }), { columns: 160, rows: 80 });
      expectNoMarker(await app.waitForFrame('Settings'), `group ${g.id}`);
      await app.press('c');
      await app.waitForFrame('copied the group as code');
      const copied = app.copied();
      expect(copied).toHaveLength(1);
      expectNoMarker(copied[0]!, `group ${g.id} copied as code`);
    }
  });
});
