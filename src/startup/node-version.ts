// The oldest Node vigil runs on. Node 20 reached its end of life on 2026-04-30; 22.13 is the
// first 22 with module.enableCompileCache() and require() of ES modules without a flag, both of
// which the bin relies on. This file is the bin's first import and must stay plain enough for an
// old Node to parse and run: it is what tells that Node's user what to install.

/** @internal exported for its unit test only */
export const REQUIRED_NODE = '22.13';

/**
 * Whether `version` (process.versions.node, e.g. `22.13.1`) is at least REQUIRED_NODE.
 * @internal exported for its unit test only
 */
export function isSupportedNode(version: string): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [needMajor = 0, needMinor = 0] = REQUIRED_NODE.split('.').map(Number);
  return major > needMajor || (major === needMajor && minor >= needMinor);
}

/**
 * The one sentence an old Node's user gets.
 * @internal exported for its unit test only
 */
export function oldNodeMessage(version: string, execPath: string): string {
  const needed = `vigil needs Node.js ${REQUIRED_NODE} or newer (22, 24 or 26)`;
  return `${needed}, but ${execPath} is Node.js ${version}: install a supported Node.js and run vigil again.\n`;
}

/** Stops the process with that sentence and exit code 1 when this Node is too old. */
export function exitOnOldNode(): void {
  if (isSupportedNode(process.versions.node)) return;
  process.stderr.write(oldNodeMessage(process.versions.node, process.execPath));
  process.exit(1);
}
