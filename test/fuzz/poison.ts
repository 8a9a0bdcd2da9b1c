// Feeds hostile text to screens and commands through a proxy: every free-text field of a server
// answer (names, tags, branches, messages...) is replaced, keeping the shape the schemas expect.

/** Fields that hold free text in the schemas (strings or lists of strings). */
const TEXT_FIELDS = new Set([
  'name',
  'tags',
  'locations',
  'description',
  'branchName',
  'commitOwner',
  'commitMessage',
  'environment',
  'runLocation',
  'cleanedErrorMessage',
  'rawErrorMessage',
  'address',
  'email',
  'channel',
  'url',
  'runtimeId',
  'jobLog',
  'msg',
]);

/** `data` with every free-text value replaced by the next string of `pool`, in turn. */
export function poison(data: unknown, pool: readonly string[]): unknown {
  let next = 0;
  const take = () => pool[next++ % pool.length]!;
  const walk = (value: unknown, key: string | null): unknown => {
    if (key !== null && TEXT_FIELDS.has(key)) {
      if (typeof value === 'string') return take();
      if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.map(() => take());
    }
    if (Array.isArray(value)) return value.map((v) => walk(v, null));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return value;
  };
  return walk(data, null);
}
