// Enumerations of the wire format (service.md and the upstream OpenAPI subset).
import * as z from 'zod';
import { ALERT_CHANNEL_TYPES, CHECK_TYPES, MEMBER_ROLES } from './enum-values.js';

// Those of test sessions live apart, so `vigil test-sessions list` makes only them (zod makes a
// whole object per schema); they are part of this module's exports all the same.
export { Provider, TestSessionStatus } from './session-enums.js';

export const IncidentStatus = z.enum(['INVESTIGATING', 'IDENTIFIED', 'MONITORING', 'RESOLVED']);
export type IncidentStatus = z.infer<typeof IncidentStatus>;

export const IncidentSeverity = z.enum(['CRITICAL', 'MAJOR', 'MEDIUM', 'MINOR']);
export type IncidentSeverity = z.infer<typeof IncidentSeverity>;

/** Group run interval of the `CheckGroupV2` construct. */
export const Frequency = z.enum([
  'EVERY_10S',
  'EVERY_20S',
  'EVERY_30S',
  'EVERY_1M',
  'EVERY_2M',
  'EVERY_5M',
  'EVERY_10M',
  'EVERY_15M',
  'EVERY_30M',
  'EVERY_1H',
  'EVERY_2H',
  'EVERY_6H',
  'EVERY_12H',
  'EVERY_24H',
]);
export type Frequency = z.infer<typeof Frequency>;

/**
 * A check's `frequency` on the wire is in minutes; sub-minute runs are `frequency: 0` with
 * `frequencyOffset` holding the seconds (10, 20 or 30).
 */
export const CHECK_FREQUENCY_MINUTES = [0, 1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440] as const;

export const CheckType = z.enum(CHECK_TYPES);
export type CheckType = z.infer<typeof CheckType>;

export const MemberRole = z.enum(MEMBER_ROLES);
export type MemberRole = z.infer<typeof MemberRole>;

export const AlertChannelType = z.enum(ALERT_CHANNEL_TYPES);
export type AlertChannelType = z.infer<typeof AlertChannelType>;

/** Public data-centre locations known to the service. */
// biome-ignore format: a list read best several to a line
export const LOCATIONS = [
  'us-east-1', 'us-east-2', 'us-west-1', 'us-west-2', 'ca-central-1', 'sa-east-1', 'eu-west-1',
  'eu-central-1', 'eu-west-2', 'eu-west-3', 'eu-north-1', 'eu-south-1', 'me-south-1',
  'ap-southeast-1', 'ap-northeast-1', 'ap-east-1', 'ap-southeast-2', 'ap-southeast-3',
  'ap-northeast-2', 'ap-northeast-3', 'ap-south-1', 'af-south-1',
] as const;
