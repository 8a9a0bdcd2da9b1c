// The results as a Markdown table (each figure beside its target) and as JSON.
const fmt = (value, unit) => {
  if (typeof value !== 'number' || Number.isNaN(value)) return '-';
  if (unit === 'req/s' || unit === 'B' || unit === 'B/s') return Math.round(value).toLocaleString('en-US');
  if (unit === 'MB') return value.toFixed(1);
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
};

function cell(row, key) {
  if (row.na) return key === 'median' ? 'n/a' : '';
  if (row.runs === 1 && key !== 'median') return '';
  const text = fmt(row[key], row.unit);
  return text === '-' ? text : `${text} ${row.unit}`;
}

function verdict(row) {
  if (row.na) return `n/a (${row.na})`;
  if (row.pass === undefined) return '';
  const extra = row.ratio !== undefined ? ` (${row.ratio.toFixed(2)}x)` : '';
  return `${row.pass ? 'yes' : '**no**'}${extra}`;
}

/** A time as a multiple of `node -e 0` measured in the same run. */
function inNodeStarts(row, nodeMs) {
  if (row.na || row.unit !== 'ms' || !nodeMs || typeof row.median !== 'number') return '';
  return `${(row.median / nodeMs).toFixed(2)}x`;
}

/**
 * `nodeMs`: the start of `node -e 0` in this run, beside which every time is also given;
 * `before`: the rows of another build measured in the same run, shown beside this one's by name.
 */
export function markdown(rows, { nodeMs, before } = {}) {
  // A row's name may hold a figure of its own (a p95): rows are paired by the rest of it, and the
  // before build's figure is added to the name, so both p95s are read in one run.
  const P95 = / \(median; p95 ([^)]*)\)/;
  const key = (name) => name.replace(P95, '');
  const beforeOf = new Map((before ?? []).map((row) => [key(row.name), row]));
  const head = before
    ? ['| what | before | after | after / before | median | min | max | x node -e 0 | target | met |']
    : ['| what | median | min | max | x node -e 0 | target | met |'];
  const lines = [...head, head[0].replace(/[^|]+/g, (c) => (c.trim() === 'what' ? '---' : '---:'))];
  const notes = [];
  for (const row of rows) {
    const then = beforeOf.get(key(row.name));
    const thenP95 = then && P95.exec(then.name)?.[1];
    let name = thenP95 ? row.name.replace(P95, ` (median; p95 $1, before ${thenP95})`) : row.name;
    if (row.note) {
      notes.push(row.note);
      name += ` [${notes.length}]`;
    }
    const compared = before
      ? `${then ? cell(then, 'median') : '-'} | ${cell(row, 'median')} | ${
          then && !then.na && !row.na && then.median ? `${(row.median / then.median).toFixed(2)}x` : ''
        } | `
      : '';
    lines.push(
      `| ${name} | ${compared}${cell(row, 'median')} | ${cell(row, 'min')} | ${cell(row, 'max')} | ${inNodeStarts(row, nodeMs)} | ${row.target ?? ''} | ${verdict(row)} |`,
    );
  }
  if (nodeMs) notes.push(`\`node -e 0\` started in ${nodeMs.toFixed(1)} ms in this run (before and after the items).`);
  if (notes.length) lines.push('', ...notes.map((n, i) => `[${i + 1}] ${n}`));
  return lines.join('\n');
}

export function environmentLine(env) {
  const node = env.nodeMs ? `; node -e 0 ${env.nodeMs.join(' / ')} ms (start / end)` : '';
  return `node ${env.node}, ${env.cores} cores (${env.cpu}), ${env.platform}; load average ${env.loadBefore.join(' ')} before, ${env.loadAfter?.join(' ') ?? '?'} after${node}; ${env.seconds?.toFixed(0) ?? '?'} s`;
}
