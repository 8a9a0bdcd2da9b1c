// Summaries of repeated measurements.
function quantile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** {median, min, max, p95, runs} of a list of numbers. */
export function summarize(values) {
  return {
    median: quantile(values, 0.5),
    min: Math.min(...values),
    max: Math.max(...values),
    p95: quantile(values, 0.95),
    runs: values.length,
  };
}

/** Fisher-Yates on a copy, so interleaved runs do not always come in the same order. */
export function shuffled(list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A row measured once (memory): the value stands in the median column. */
export function single(name, value, unit, target, pass, note) {
  return { name, unit, median: value, min: value, max: value, p95: value, runs: 1, target, pass, note };
}
