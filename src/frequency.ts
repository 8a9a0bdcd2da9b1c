// Values fixed by the service (service.md), with no dependency: the lowest layer, which the
// client's schemas and the format layer can both import.

/** Seconds between runs for each Frequency name (EVERY_10S..EVERY_24H). */
export const FREQUENCY_SECONDS = {
  EVERY_10S: 10,
  EVERY_20S: 20,
  EVERY_30S: 30,
  EVERY_1M: 60,
  EVERY_2M: 120,
  EVERY_5M: 300,
  EVERY_10M: 600,
  EVERY_15M: 900,
  EVERY_30M: 1800,
  EVERY_1H: 3600,
  EVERY_2H: 7200,
  EVERY_6H: 21600,
  EVERY_12H: 43200,
  EVERY_24H: 86400,
} as const;
