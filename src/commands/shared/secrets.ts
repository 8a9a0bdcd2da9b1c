// "The key never appears in any output", even when it is pasted in the wrong place (as a command
// word, an ID, an option's value, a profile name, an environment variable). Every secret a command
// handles is registered here; report-error.ts adds the keys vigil is configured with; and every
// message on stderr passes through maskSecrets, which also masks anything shaped like a key.
import type { CommandIO, OutputStream } from '../../io.js';
import { maskKeyShapedWords } from '../../mask.js';

const secrets = new Set<string>();
const SHORTEST_SECRET = 4;

export function registerSecret(value: string): void {
  if (value.length >= SHORTEST_SECRET) secrets.add(value);
}

export function redactSecrets(text: string): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join('***');
  return out;
}

/** redactSecrets for bytes that are not text (a body `vigil api` writes as it came). */
function redactSecretBytes(bytes: Buffer): Buffer {
  let out = bytes;
  for (const secret of secrets) {
    const needle = Buffer.from(secret);
    if (out.indexOf(needle) < 0) continue;
    const parts: Buffer[] = [];
    let from = 0;
    for (let at = out.indexOf(needle); at >= 0; at = out.indexOf(needle, from)) {
      parts.push(out.subarray(from, at), Buffer.from('***'));
      from = at + needle.length;
    }
    parts.push(out.subarray(from));
    out = Buffer.concat(parts);
  }
  return out;
}

/** The registered secrets as `***`, and any other key-shaped word masked as whoami shows a key. */
export function maskSecrets(text: string): string {
  return maskKeyShapedWords(redactSecrets(text));
}

/** `stream` whose writes have the registered secrets replaced (text and bytes alike). */
function redactingStream(stream: OutputStream): OutputStream {
  const write = (chunk: unknown, ...rest: unknown[]): boolean => {
    const out =
      typeof chunk === 'string' ? redactSecrets(chunk) : Buffer.isBuffer(chunk) ? redactSecretBytes(chunk) : chunk;
    return (stream.write as (...args: unknown[]) => boolean)(out, ...rest);
  };
  return new Proxy(stream, {
    get(target, property) {
      if (property === 'write') return write;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * `io` for a command: whatever it prints on stdout (server text too: an incident someone named
 * with the key) has the secrets registered so far replaced; stderr already passes through
 * maskSecrets. The streams are asked for when used, as `io`'s own are.
 */
export function redactingIO(io: CommandIO): CommandIO {
  let stdout: OutputStream | undefined;
  return {
    get stdout() {
      stdout ??= redactingStream(io.stdout);
      return stdout;
    },
    get stderr() {
      return io.stderr;
    },
    get stdin() {
      return io.stdin;
    },
    env: io.env,
  };
}
