// The median wall time of `node -e 0` on this machine now: the unit every time of the bench is
// also given in, so a slow or busy machine neither hides nor fakes a regression.
import { timeSpawn } from './spawn-time.mjs';
import { summarize } from './stats.mjs';

export async function nodeStartMs({ runs }) {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME };
  await timeSpawn(process.execPath, ['-e', '0'], env);
  const times = [];
  for (let i = 0; i < runs; i++) times.push((await timeSpawn(process.execPath, ['-e', '0'], env)).ms);
  return summarize(times).median;
}
