// Alert channels and check groups with a marker secret in every string position that is not on
// the allow-list of src/format/masking.ts (names, types and enum words, URL hosts and first path
// segments, email domains, phone digits, header/query/variable keys): the format tests and the
// built binary's run both assert the marker never reaches human output.
import fc from 'fast-check';
import type { AlertChannel, CheckGroup } from '../../src/client/schemas/index.js';
import { AlertChannelType, Frequency } from '../../src/client/schemas/enums.js';

/** The marker's core: whatever is printed, this never is (in any case). */
const MARKER = 'S3CRET';

/** Whether text holds the marker, in any case (a URL parser lowercases hosts). */
export const holdsMarker = (text: string): boolean => text.toUpperCase().includes(MARKER);

const around = fc.stringMatching(/^[a-z0-9]{0,4}$/);
/** A secret with the marker in it, among other text (control characters and all). */
// Other text around it, but nothing that makes it read as a host (`x.y/...`) or an address.
const other = (n: number) => fc.string({ maxLength: n }).filter((s) => !/[./@:]/.test(s));
const secret: fc.Arbitrary<string> = fc
  .tuple(fc.oneof(around, other(4)), around, other(3))
  .map(([a, b, c]) => `${a}zq-${MARKER}-${b}${c}`);
/** A secret fit for a URL's path, query or user info. */
const urlSecret = fc.tuple(around, around).map(([a, b]) => `${a}zq-${MARKER}-${b}`);

/** What is shown: names, keys (never the marker). */
const safeName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 #._-]{0,15}$/);
const safeKey = fc.constantFrom('Authorization', 'X-Api-Key', 'token', 'api_key', 'sig', 'Cookie', 'X-Env');
const host = fc.constantFrom('hooks.slack.com', 'discord.com', 'example.webhook.office.com', 'broker.example.com');

const url: fc.Arbitrary<string> = fc
  .record({
    scheme: fc.constantFrom('https://', 'http://', 'amqp://', 'wss://', ''),
    user: fc.option(
      fc.oneof(
        urlSecret,
        fc.tuple(safeName.map(encodeURIComponent), urlSecret).map((p) => p.join(':')),
      ),
    ),
    host,
    first: fc.constantFrom('services', 'api', 'webhook', 'hooks', 'v1'),
    rest: fc.array(urlSecret, { minLength: 1, maxLength: 3 }),
    query: fc.array(fc.tuple(fc.constantFrom('token', 'api_key', 'sig'), urlSecret), { maxLength: 2 }),
    hash: fc.option(urlSecret),
  })
  .map(({ scheme, user, host: h, first, rest, query, hash }) => {
    const q = query.length > 0 ? `?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
    // A URL with user info needs its scheme to be read as one.
    const s = user && scheme === '' ? 'amqp://' : scheme;
    return `${s}${user ? `${user}@` : ''}${h}/${first}/${rest.join('/')}${q}${hash ? `#${hash}` : ''}`;
  });

/** Anything under a key vigil does not know: strings, lists, objects, nested, with the marker. */
const unknownValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    secret,
    fc.integer(),
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(safeKey, safeName), tie('v'), { maxKeys: 3 }),
  ),
})).v;

const keyValues: fc.Arbitrary<unknown> = fc.oneof(
  fc.array(fc.record({ key: safeKey, value: secret, locked: fc.boolean() }), { maxLength: 3 }),
  fc.array(fc.record({ name: safeKey, value: secret }), { maxLength: 3 }),
  fc.dictionary(safeKey, secret, { maxKeys: 3 }),
  fc.array(fc.oneof(secret, fc.record({ key: safeKey, value: unknownValue })), { maxLength: 2 }),
);

const email = fc.oneof(
  fc.tuple(urlSecret, fc.constantFrom('example.com', 'ops.example.org')).map(([l, d]) => `${l}@${d}`),
  secret,
);
const phone = fc.oneof(
  fc.stringMatching(/^\+[0-9]{7,14}$/),
  secret,
  fc.tuple(fc.stringMatching(/^\+[0-9]{3}$/), urlSecret).map((p) => p.join('')),
);
const enumOrSecret = fc.oneof(fc.constantFrom('POST', 'EU', 'P3', 'WEBHOOK_DISCORD'), secret);

/** An alert channel's config: the keys of the service's channel types and others, secrets everywhere. */
const channelConfig: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    name: safeName,
    serviceName: safeName,
    channel: safeName,
    account: safeName,
    address: email,
    number: phone,
    url: fc.oneof(url, secret),
    webhookUrl: url,
    method: enumOrSecret,
    region: enumOrSecret,
    headers: keyValues,
    queryParameters: keyValues,
    template: secret,
    serviceKey: secret,
    apiKey: secret,
    authorization: fc.oneof(secret, fc.record({ name: safeKey, value: secret }), fc.dictionary(safeKey, secret)),
    credentials: unknownValue,
    apiKeys: unknownValue,
    bearer: unknownValue,
    nested: fc.record({ deeper: fc.record({ token: secret, list: fc.array(secret) }) }),
  },
  { requiredKeys: [] },
);

export function channels(firstId: number, minLength = 1): fc.Arbitrary<AlertChannel[]> {
  return fc
    .array(fc.tuple(fc.constantFrom(...AlertChannelType.options), channelConfig), {
      minLength,
      maxLength: Math.max(4, minLength),
    })
    .map((list) =>
      list.map(([type, config], i) => ({
        id: firstId + i,
        type,
        config,
        subscriptions: [],
        sendRecovery: true,
        sendFailure: true,
        sendDegraded: false,
      })),
    );
}

const retryStrategy = fc.record(
  {
    type: fc.constantFrom('FIXED', 'LINEAR', 'EXPONENTIAL'),
    baseBackoffSeconds: fc.integer({ min: 0, max: 600 }),
    maxRetries: fc.integer({ min: 0, max: 10 }),
    sameRegion: fc.boolean(),
  },
  { requiredKeys: ['type'] },
);

/** A check group as the service's schema allows it, secrets in every string it does not name. */
export function groups(firstId: number, channelIds: readonly number[]): fc.Arbitrary<CheckGroup[]> {
  const group = fc.record({
    name: safeName,
    frequency: fc.option(fc.constantFrom(...Frequency.options), { nil: undefined }),
    tags: fc.array(safeName, { maxLength: 2 }),
    environmentVariables: fc.array(
      fc.record({ key: safeKey, value: secret, locked: fc.boolean(), secret: fc.boolean() }),
      { maxLength: 3 },
    ),
    alertChannels: fc.subarray([...channelIds]).map((ids) => ids.map((id) => ({ id }))),
    apiCheckDefaults: fc.record(
      {
        url,
        headers: keyValues,
        queryParameters: keyValues,
        assertions: fc.array(
          fc.record({
            source: fc.constantFrom('STATUS_CODE', 'JSON_BODY', 'HEADERS'),
            comparison: fc.constantFrom('EQUALS', 'CONTAINS'),
            property: secret,
            target: secret,
          }),
          { maxLength: 2 },
        ),
        basicAuth: fc.record({ username: secret, password: secret }),
        extra: unknownValue,
      },
      { requiredKeys: [] },
    ),
    retryStrategy: fc.option(retryStrategy, { nil: undefined }),
    browserChecks: fc.option(fc.record({ testMatch: safeName, frequency: fc.constant('EVERY_10M') }), {
      nil: undefined,
    }),
    localSetupScript: fc.option(secret, { nil: undefined }),
    localTearDownScript: fc.option(secret, { nil: undefined }),
  });
  return fc.array(group, { minLength: 1, maxLength: 3 }).map(
    (list) =>
      list.map((g, i) => ({
        ...g,
        id: firstId + i,
        activated: true,
        muted: false,
        locations: ['eu-west-1'],
        concurrency: 3,
        alertChannelSubscriptions: g.alertChannels.map((c) => ({ alertChannelId: c.id, activated: true })),
      })) as CheckGroup[],
  );
}
