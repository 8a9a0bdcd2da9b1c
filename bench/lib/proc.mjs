// Per-process figures from Linux /proc: CPU time and resident memory. CPU time is what a
// measurement costs the process itself, so it moves much less with machine load than wall time.
import { readFileSync } from 'node:fs';

// USER_HZ: 100 on every Linux configuration Node supports.
const CLOCK_TICKS = 100;

/** CPU time (user + system) the process has used so far, in ms (10 ms ticks). */
export function cpuMsOf(pid) {
  // The fields after the command name (which may hold spaces) start with the state.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** Resident set size now and at its peak, in MB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}
