// The values of wire enumerations that commands name before any schema is made (option tables:
// allowed values and completion). Plain arrays, so reading them loads no zod; enums.ts makes
// the schemas from them.
export const CHECK_TYPES = [
  'API',
  'BROWSER',
  'MULTI_STEP',
  'PLAYWRIGHT',
  'URL',
  'TCP',
  'DNS',
  'ICMP',
  'HEARTBEAT',
  'SSL',
  'GRPC',
  'TRACEROUTE',
  'AGENTIC',
] as const;

export const MEMBER_ROLES = ['OWNER', 'ADMIN', 'READ_WRITE', 'READ_RUN', 'READ_ONLY'] as const;

export const ALERT_CHANNEL_TYPES = [
  'EMAIL',
  'SLACK',
  'SLACK_APP',
  'WEBHOOK',
  'SMS',
  'PAGERDUTY',
  'OPSGENIE',
  'CALL',
] as const;
