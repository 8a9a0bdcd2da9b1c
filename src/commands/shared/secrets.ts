// Defence in depth for "the key never appears in any output": every secret a command handles is
// registered here, and the dispatcher blanks them out of any error text before printing it.
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
