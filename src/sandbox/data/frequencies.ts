// Group frequencies as a check's `frequency` (minutes; 0 = sub-minute) and `frequencyOffset` (seconds).
import type { Frequency } from '../../client/schemas/index.js';

// biome-ignore format: a table read best several to a line
export const FREQUENCY_MINUTES: Readonly<Record<Frequency, number>> = {
  EVERY_10S: 0, EVERY_20S: 0, EVERY_30S: 0, EVERY_1M: 1, EVERY_2M: 2, EVERY_5M: 5, EVERY_10M: 10,
  EVERY_15M: 15, EVERY_30M: 30, EVERY_1H: 60, EVERY_2H: 120, EVERY_6H: 360, EVERY_12H: 720, EVERY_24H: 1440,
};
export const FREQUENCY_OFFSET: Partial<Record<Frequency, number>> = { EVERY_10S: 10, EVERY_20S: 20, EVERY_30S: 30 };
