// A check group as the configuration-as-code construct of service.md: `new CheckGroupV2(...)`
// with every setting that differs from its default (defaults left out, secret values masked),
// then the `CheckGroupV2.fromId(...)` alternative with what rule 6 costs. Pure: data in, text out.
// Values pass the allow-list of masking.ts: what could carry a secret reads as "(hidden)" (fill
// it in from where you keep secrets); scripts are printed only when asked (`--show-scripts`).
// Strings are written as JSON string literals with terminal-unsafe characters escaped, so the
// text is valid TypeScript and safe to print.
import { FREQUENCY_SECONDS } from '../frequency.js';
import { DEFAULT_CONCURRENCY, type GroupLike } from './groups.js';
import { toSafeJson } from './json.js';
import {
  API_CHECK_DEFAULTS,
  CHECK_DEFAULTS,
  ESCALATION_POLICY,
  maskValue,
  RETRY_STRATEGY,
  type Rule,
  scriptSummary,
  shownKeyName,
} from './masking.js';
import { sanitizeLine } from '../sanitize.js';

/**
 * What a variable's value reads as in the code (values are never printed, secret or not).
 * @internal exported for its unit test only
 */
export const MASKED_SECRET = '<hidden: set it in your environment>';

/** What the code prints for a script unless asked for its text. */
export interface GroupCodeOptions {
  /** Print localSetupScript and localTearDownScript in full (`--show-scripts`). */
  showScripts?: boolean;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function literal(value: unknown, indent: string): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((v) => literal(v, indent));
    const oneLine = `[${items.join(', ')}]`;
    if (oneLine.length <= 80 && !oneLine.includes('\n')) return oneLine;
    const inner = `${indent}  `;
    return `[\n${items.map((_, i) => `${inner}${literal(value[i], inner)},`).join('\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const inner = `${indent}  `;
    const keyText = (k: string) => (IDENTIFIER.test(k) ? k : toSafeJson(k));
    return `{\n${entries.map(([k, v]) => `${inner}${keyText(k)}: ${literal(v, inner)},`).join('\n')}\n${indent}}`;
  }
  return toSafeJson(value ?? null);
}

/**
 * `checkout-api` from "Checkout API"; `group-12` when the name has no letters or digits.
 * @internal exported for its unit test only
 */
export function logicalId(group: Pick<GroupLike, 'id' | 'name'>): string {
  const slug = sanitizeLine(group.name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug === '' ? `group-${group.id}` : slug;
}

/** `checkoutApiGroup`: a variable name from the logical ID. */
function variableName(id: string): string {
  const words = id.split('-').filter(Boolean);
  const camel = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
  const name = /^[a-z]/.test(camel) ? camel : `group${camel}`;
  return `${name}Group`.replace(/GroupGroup$/, 'Group');
}

/** Raw text of a frequency: `Frequency.EVERY_10S` for the names of service.md, else a string literal. */
function frequencyCode(value: unknown): string {
  return typeof value === 'string' && Object.hasOwn(FREQUENCY_SECONDS, value)
    ? `Frequency.${value}`
    : literal(maskValue(value, 'enum'), '');
}

/** A setting of a known shape as code, masked by allow-list. */
const masked = (value: unknown, rule: Rule) => literal(maskValue(value, rule), '  ');

/** A deprecated script: its text when asked for, else a placeholder naming its size and hash. */
function scriptCode(script: string, showScripts: boolean): string {
  return showScripts
    ? literal(script, '  ')
    : literal(`<hidden: ${scriptSummary(script)}; --show-scripts prints it>`, '');
}

type Setting = [name: string, code: string, comment?: string];

/** The settings that differ from service.md's defaults, as `name: code` pairs in its order. */
function nonDefaultSettings(group: GroupLike, options: GroupCodeOptions): Setting[] {
  const out: Setting[] = [];
  const set = (v: unknown) => v !== undefined && v !== null;
  const nonEmpty = (v: readonly unknown[] | null | undefined): v is readonly unknown[] => !!v && v.length > 0;
  if (group.activated === false) out.push(['activated', 'false']);
  if (group.muted === true) out.push(['muted', 'true']);
  if (set(group.frequency)) out.push(['frequency', frequencyCode(group.frequency)]);
  if (nonEmpty(group.locations)) out.push(['locations', masked(group.locations, { items: 'name' })]);
  if (set(group.privateLocations)) out.push(['privateLocations', masked(group.privateLocations, { items: 'name' })]);
  if (nonEmpty(group.tags)) out.push(['tags', masked(group.tags, { items: 'name' })]);
  if (set(group.concurrency) && group.concurrency !== DEFAULT_CONCURRENCY)
    out.push(['concurrency', masked(group.concurrency, 'number')]);
  if (nonEmpty(group.environmentVariables)) {
    const vars = group.environmentVariables.map((v) => {
      const item = (v ?? {}) as { key?: unknown; secret?: boolean | null; locked?: boolean };
      return {
        key: typeof item.key === 'string' ? shownKeyName(item.key) : item.key,
        value: MASKED_SECRET,
        ...(item.secret ? { secret: true } : {}),
        ...(item.locked ? { locked: true } : {}),
      };
    });
    out.push(['environmentVariables', literal(vars, '  ')]);
  }
  if (nonEmpty(group.alertChannels)) {
    const ids = group.alertChannels.map((c) => (c && typeof c === 'object' ? (c as { id?: unknown }).id : c));
    const refs = ids.map((id) => `AlertChannel.fromId(${literal(maskValue(id, 'number'), '')})`);
    out.push(['alertChannels', `[${refs.join(', ')}]`, 'existing alert channels, referenced by ID']);
  }
  if (set(group.alertEscalationPolicy))
    out.push(['alertEscalationPolicy', masked(group.alertEscalationPolicy, ESCALATION_POLICY)]);
  if (set(group.retryStrategy)) out.push(['retryStrategy', masked(group.retryStrategy, RETRY_STRATEGY)]);
  if (set(group.runParallel)) out.push(['runParallel', masked(group.runParallel, 'boolean')]);
  if (set(group.runtimeId)) out.push(['runtimeId', masked(group.runtimeId, 'name')]);
  if (set(group.apiCheckDefaults) && Object.keys(group.apiCheckDefaults as object).length > 0) {
    out.push(['apiCheckDefaults', masked(group.apiCheckDefaults, API_CHECK_DEFAULTS)]);
  }
  if (set(group.browserChecks)) out.push(['browserChecks', masked(group.browserChecks, CHECK_DEFAULTS)]);
  const multistep = group.multistepChecks ?? group.multiStepChecks;
  if (set(multistep)) out.push(['multistepChecks', masked(multistep, CHECK_DEFAULTS)]);
  const show = options.showScripts === true;
  if (typeof group.localSetupScript === 'string')
    out.push(['localSetupScript', scriptCode(group.localSetupScript, show), 'deprecated']);
  if (typeof group.localTearDownScript === 'string')
    out.push(['localTearDownScript', scriptCode(group.localTearDownScript, show), 'deprecated']);
  return out;
}

/** The construct, then the fromId alternative; ends with a newline. */
export function groupCode(group: GroupLike, options: GroupCodeOptions = {}): string {
  const id = logicalId(group);
  const name = variableName(id);
  const settings: Setting[] = [['name', literal(group.name ?? '', '')], ...nonDefaultSettings(group, options)];
  const body = settings
    .map(([key, code, comment]) => `${comment ? `  // ${comment}\n` : ''}  ${key}: ${code},`)
    .join('\n');
  const needs = [
    'CheckGroupV2',
    ...(settings.some(([k]) => k === 'frequency') ? ['Frequency'] : []),
    ...(settings.some(([k]) => k === 'alertChannels') ? ['AlertChannel'] : []),
  ];
  return [
    `// Check group ${literal(maskValue(group.id, 'number'), '')} as code: settings left out are at their defaults.`,
    `// Uses ${needs.join(', ')} from the constructs of your monitoring-as-code project.`,
    '// Values that could hold a secret read "(hidden)" or "<hidden: ...>": fill them in from where you keep secrets.',
    `export const ${name} = new CheckGroupV2(${literal(id, '')}, {`,
    body,
    '});',
    '',
    '// Or, instead of defining it, reference the existing group by its ID (rule 6): such a group has',
    '// no local properties, so tests cannot be filtered by its tags and its checks do not inherit its',
    '// frequency. Importing the group into the project, or defining it as above, avoids these limits.',
    `export const ${name}ById = CheckGroupV2.fromId(${literal(maskValue(group.id, 'number'), '')});`,
    '',
  ].join('\n');
}
