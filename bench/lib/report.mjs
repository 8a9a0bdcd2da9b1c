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

export function markdown(rows) {
  const lines = ['| what | median | min | max | target | met |', '|---|---:|---:|---:|---|---|'];
  const notes = [];
  for (const row of rows) {
    let name = row.name;
    if (row.note) {
      notes.push(row.note);
      name += ` [${notes.length}]`;
    }
    lines.push(
      `| ${name} | ${cell(row, 'median')} | ${cell(row, 'min')} | ${cell(row, 'max')} | ${row.target ?? ''} | ${verdict(row)} |`,
    );
  }
  if (notes.length) lines.push('', ...notes.map((n, i) => `[${i + 1}] ${n}`));
  return lines.join('\n');
}

export function environmentLine(env) {
  return `node ${env.node}, ${env.cores} cores (${env.cpu}), ${env.platform}; load average ${env.loadBefore.join(' ')} before, ${env.loadAfter?.join(' ') ?? '?'} after; ${env.seconds?.toFixed(0) ?? '?'} s`;
}
