// Checks, check statuses, check groups and alert channels (responses are tolerant).
import * as z from 'zod';
import { AlertChannelType, CheckType, Frequency } from './enums.js';
import { listOf, openEnum } from './helpers.js';

export const KeyValue = z.looseObject({
  key: z.string(),
  value: z.string().nullable().default(''),
  locked: z.boolean().optional(),
  secret: z.boolean().optional(),
});
export type KeyValue = z.infer<typeof KeyValue>;

export const RetryStrategy = z.looseObject({
  type: z.string(),
  baseBackoffSeconds: z.number().optional(),
  maxRetries: z.number().optional(),
  maxDurationSeconds: z.number().optional(),
  sameRegion: z.boolean().optional(),
});
export type RetryStrategy = z.infer<typeof RetryStrategy>;

/** Alert settings of a check, or the escalation policy object of a group. */
export const AlertSettings = z.looseObject({
  escalationType: z.string().optional(),
  runBasedEscalation: z.looseObject({ failedRunThreshold: z.number().optional() }).optional(),
  timeBasedEscalation: z.looseObject({ minutesFailingThreshold: z.number().optional() }).optional(),
  reminders: z.looseObject({ amount: z.number().optional(), interval: z.number().optional() }).optional(),
  parallelRunFailureThreshold: z
    .looseObject({ enabled: z.boolean().optional(), percentage: z.number().optional() })
    .optional(),
});
export type AlertSettings = z.infer<typeof AlertSettings>;

export const AlertChannelSubscriptionRef = z.looseObject({
  alertChannelId: z.number(),
  activated: z.boolean().default(true),
});
export type AlertChannelSubscriptionRef = z.infer<typeof AlertChannelSubscriptionRef>;

export const Check = z.looseObject({
  id: z.string(),
  name: z.string(),
  checkType: openEnum(CheckType),
  /** Minutes between runs; 0 means sub-minute, with the seconds in `frequencyOffset`. */
  frequency: z.number().default(10),
  frequencyOffset: z.number().nullish(),
  activated: z.boolean().default(true),
  muted: z.boolean().default(false),
  groupId: z.number().nullable().default(null),
  groupOrder: z.number().nullish(),
  locations: listOf(z.string()),
  privateLocations: z.array(z.string()).nullish(),
  tags: listOf(z.string()),
  doubleCheck: z.boolean().optional(),
  shouldFail: z.boolean().optional(),
  runParallel: z.boolean().nullish(),
  runtimeId: z.string().nullish(),
  useGlobalAlertSettings: z.boolean().optional(),
  alertSettings: AlertSettings.nullish(),
  alertChannelSubscriptions: z.array(AlertChannelSubscriptionRef).nullish(),
  retryStrategy: RetryStrategy.nullish(),
  degradedResponseTime: z.number().nullish(),
  maxResponseTime: z.number().nullish(),
  description: z.string().nullish(),
  request: z.looseObject({}).nullish(),
  script: z.string().nullish(),
  environmentVariables: z.array(KeyValue).nullish(),
  created_at: z.string().optional(),
  updated_at: z.string().nullish(),
});
export type Check = z.infer<typeof Check>;

/**
 * The fields of a check a list of every check sorts, filters and draws, and nothing else (the
 * script, request and settings are dropped while parsing): an index of 10,000 checks stays a
 * few MB.
 */
export const CheckSummary = z.object({
  id: Check.shape.id,
  name: Check.shape.name,
  checkType: Check.shape.checkType,
  frequency: Check.shape.frequency,
  frequencyOffset: Check.shape.frequencyOffset,
  activated: Check.shape.activated,
  muted: Check.shape.muted,
  groupId: Check.shape.groupId,
  tags: Check.shape.tags,
  locations: Check.shape.locations,
  created_at: Check.shape.created_at,
});
export type CheckSummary = z.infer<typeof CheckSummary>;

export const CheckStatus = z.looseObject({
  checkId: z.string(),
  name: z.string(),
  hasFailures: z.boolean().default(false),
  hasErrors: z.boolean().default(false),
  isDegraded: z.boolean().default(false),
  longestRun: z.number().nullish(),
  shortestRun: z.number().nullish(),
  lastRunLocation: z.string().nullish(),
  lastCheckRunId: z.string().nullish(),
  sslDaysRemaining: z.number().nullish(),
  created_at: z.string().optional(),
  updated_at: z.string().nullish(),
});
export type CheckStatus = z.infer<typeof CheckStatus>;

/**
 * The fields of a check status a list shows, and nothing else (other fields are dropped, not
 * kept): GET /v1/check-statuses is not paged, and for 10,000 checks this parses in about half
 * the time of the whole CheckStatus and keeps a third of the memory.
 */
export const CheckStatusSummary = z.object({
  checkId: CheckStatus.shape.checkId,
  /** The check's name: the Checks screen finds any check by name from this one answer. */
  name: CheckStatus.shape.name.optional(),
  hasFailures: CheckStatus.shape.hasFailures,
  hasErrors: CheckStatus.shape.hasErrors,
  isDegraded: CheckStatus.shape.isDegraded,
  longestRun: CheckStatus.shape.longestRun,
  shortestRun: CheckStatus.shape.shortestRun,
  lastRunLocation: CheckStatus.shape.lastRunLocation,
  /** When the status last changed: the time of the last run a list sorts on. */
  updated_at: CheckStatus.shape.updated_at,
});
export type CheckStatusSummary = z.infer<typeof CheckStatusSummary>;

/** A reference to an alert channel as a group lists it. */
export const AlertChannelRef = z.looseObject({
  id: z.number(),
  type: openEnum(AlertChannelType).optional(),
});
export type AlertChannelRef = z.infer<typeof AlertChannelRef>;

/** The escalation policy of a group: an object, or the string 'global' (service.md rules 1-3). */
export const AlertEscalationPolicy = z.union([z.literal('global'), AlertSettings]);
export type AlertEscalationPolicy = z.infer<typeof AlertEscalationPolicy>;

/**
 * Check group: the upstream read fields plus every `CheckGroupV2` setting of service.md.
 * Absent optional settings mean "not set" (rule 3 for alertEscalationPolicy).
 */
export const CheckGroup = z.looseObject({
  id: z.number(),
  name: z.string(),
  activated: z.boolean().default(true),
  muted: z.boolean().default(false),
  frequency: Frequency.optional(),
  locations: listOf(z.string()),
  privateLocations: z.array(z.string()).nullish(),
  tags: listOf(z.string()),
  concurrency: z.number().default(10),
  environmentVariables: listOf(KeyValue),
  alertChannels: listOf(AlertChannelRef),
  alertEscalationPolicy: AlertEscalationPolicy.optional(),
  retryStrategy: z.union([RetryStrategy, z.string()]).nullish(),
  runParallel: z.boolean().nullish(),
  runtimeId: z.string().nullish(),
  apiCheckDefaults: z.looseObject({}).optional(),
  browserChecks: z.looseObject({ testMatch: z.string().optional(), frequency: z.unknown().optional() }).optional(),
  multistepChecks: z.looseObject({ testMatch: z.string().optional() }).optional(),
  localSetupScript: z.string().nullish(),
  localTearDownScript: z.string().nullish(),
  // upstream read fields
  useGlobalAlertSettings: z.boolean().nullish(),
  alertSettings: AlertSettings.nullish(),
  alertChannelSubscriptions: z.array(AlertChannelSubscriptionRef).nullish(),
  doubleCheck: z.boolean().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().nullish(),
});
export type CheckGroup = z.infer<typeof CheckGroup>;

export const AlertChannelSubscription = z.looseObject({
  id: z.number().optional(),
  checkId: z.string().nullish(),
  groupId: z.number().nullish(),
  activated: z.boolean(),
});
export type AlertChannelSubscription = z.infer<typeof AlertChannelSubscription>;

export const AlertChannel = z.looseObject({
  id: z.number(),
  type: openEnum(AlertChannelType),
  config: z.record(z.string(), z.unknown()).default({}),
  subscriptions: listOf(AlertChannelSubscription),
  sendRecovery: z.boolean().default(false),
  sendFailure: z.boolean().default(false),
  sendDegraded: z.boolean().default(false),
  sslExpiry: z.boolean().optional(),
  sslExpiryThreshold: z.number().optional(),
  autoSubscribe: z.boolean().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().nullish(),
});
export type AlertChannel = z.infer<typeof AlertChannel>;
