// "The key never appears in any output", even when it is pasted in the wrong place (as a command
// word, an ID, an option's value, a profile name, an environment variable). Every secret a command
// handles is registered here; report-error.ts adds the keys vigil is configured with; and every
// message on stderr passes through maskSecrets, which also masks anything shaped like a key.
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
export function redactSecretBytes(bytes: Buffer): Buffer {
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
