// `node bench/scroll-view.mjs`: a log view scrolled line by line, drawn two ways side by side in
// one run: the lines in view sliced out and drawn (what ResultView and the document views do),
// and every line in an Ink 8 scroll view (a Box with overflow hidden and contentOffsetY). Ink
// renders into a stream as the TUI's does (interactive, 80x24); each scroll step is timed from
// the new props to Ink's flushed frame, with the process's CPU time. Logs of 100, 1,000 and
// 10,000 lines; rounds interleave the two ways. Prints a Markdown table of medians.
//
// Options: --steps=N scroll steps per log and way (default 60).
import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const steps = Number(process.argv.find((a) => a.startsWith('--steps='))?.slice(8) ?? 60);
const outFile = fileURLToPath(new URL('./.out/scroll-view/views.mjs', import.meta.url));
mkdirSync(fileURLToPath(new URL('./.out/scroll-view/', import.meta.url)), { recursive: true });

const source = `
import { EventEmitter } from 'node:events';
import { Box, Text, render } from 'ink';
const ROWS = 22;
function Sliced({ lines, offset }) {
  return (
    <Box flexDirection="column" width={80} height={ROWS} overflow="hidden">
      {lines.slice(offset, offset + ROWS).map((line, i) => <Text key={offset + i} wrap="truncate">{line}</Text>)}
    </Box>
  );
}
function Scrolled({ lines, offset }) {
  return (
    <Box flexDirection="column" width={80} height={ROWS} overflow="hidden" contentOffsetY={offset}>
      <Box flexDirection="column" flexShrink={0}>
        {lines.map((line, i) => <Text key={i} wrap="truncate">{line}</Text>)}
      </Box>
    </Box>
  );
}
export const views = { sliced: Sliced, 'scroll view': Scrolled };
export function mount(View, lines) {
  const out = Object.assign(new EventEmitter(), { columns: 80, rows: 24, isTTY: false, bytes: 0, write(d, a, b) { this.bytes += d.length; const cb = typeof a === 'function' ? a : b; if (cb) queueMicrotask(cb); return true; } });
  const stdin = Object.assign(new EventEmitter(), { isTTY: false, setRawMode() {}, setEncoding() {}, ref() {}, unref() {}, read() { return null; } });
  const instance = render(<View lines={lines} offset={0} />, { stdout: out, stdin, patchConsole: false, exitOnCtrlC: false, interactive: true, maxFps: 1000 });
  return {
    async show(offset) {
      instance.rerender(<View lines={lines} offset={offset} />);
      await instance.waitUntilRenderFlush();
    },
    done() { instance.unmount(); },
  };
}
`;
await build({
  stdin: { contents: source, loader: 'jsx', resolveDir: process.cwd() },
  bundle: true,
  format: 'esm',
  platform: 'node',
  jsx: 'automatic',
  // Ink and React as installed (resolved from bench/.out/ to the project's node_modules).
  packages: 'external',
  outfile: outFile,
  logLevel: 'error',
});
const { views, mount } = await import(pathToFileURL(outFile).href);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = new Map();
for (const size of [100, 1_000, 10_000]) {
  const lines = Array.from(
    { length: size },
    (_, i) => `${String(i + 1).padStart(6)}  step ${i % 7} of the job: ${'log text '.repeat(i % 9)}`,
  );
  for (let round = 0; round < 3; round++) {
    const order = round % 2 === 0 ? Object.keys(views) : Object.keys(views).reverse();
    for (const name of order) {
      const view = mount(views[name], lines);
      await view.show(0);
      const wall = [];
      const cpu = [];
      for (let step = 1; step <= steps; step++) {
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        await view.show(step);
        const c = process.cpuUsage(c0);
        wall.push(performance.now() - t0);
        cpu.push((c.user + c.system) / 1000);
      }
      view.done();
      const key = `${size}\u0000${name}`;
      const r = results.get(key) ?? { wall: [], cpu: [] };
      r.wall.push(...wall);
      r.cpu.push(...cpu);
      results.set(key, r);
    }
  }
}
const lines = ['| log lines | way | ms per scroll step (median) | CPU ms per step (median) |', '|---:|---|---:|---:|'];
for (const [key, r] of results) {
  const [size, name] = key.split('\u0000');
  lines.push(
    `| ${Number(size).toLocaleString('en')} | ${name} | ${median(r.wall).toFixed(2)} | ${median(r.cpu).toFixed(2)} |`,
  );
}
process.stdout.write(`${lines.join('\n')}\n`);
process.exit(0);
