// Every formatter of src/format/ fed hostile server text (seeded fast-check): what comes out is
// safe to draw (no ESC, no C0/C1 control but a newline where lines are meant, no bidi control,
// no lone surrogate) and the layouts keep to the width they are given.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertConfigLines, alertRow, alertTarget } from '../../src/format/alerts.js';
import { checkFrequencyLabel, frequencyLabel, listText } from '../../src/format/checks.js';
import { CHECK_COLUMNS, checkListRow } from '../../src/format/check-columns.js';
import { alertOutcome, highFrequencyWarnings } from '../../src/format/group-rules.js';
import { compactValue, groupRow, groupSettings, policyText } from '../../src/format/groups.js';
import { API_CHECK_DEFAULTS } from '../../src/format/masking.js';
import { markdownCell, markdownCode, markdownInline, markdownTable } from '../../src/format/markdown.js';
import { sanitizeLine, sanitizeLines, sanitizeText } from '../../src/sanitize.js';
import { assertionLine, jobLogLines, resultFields } from '../../src/format/result-detail.js';
import {
  commitLine,
  errorGroupFields,
  errorGroupMessage,
  sessionSummaryFields,
} from '../../src/format/session-detail.js';
import { RESULT_COLUMNS, resultRow, resultTally } from '../../src/format/session-results.js';
import { SESSION_COLUMNS, sessionRow, sessionUser } from '../../src/format/sessions.js';
import { providerLabel, resultStatusWord, statusLabel, statusWord } from '../../src/format/status.js';
import { renderTable } from '../../src/format/table-text.js';
import type { Column } from '../../src/format/columns.js';
import { formatTimestamp, parseTimeInput, relativeTime } from '../../src/format/time.js';
import { displayWidth, fit, truncate } from '../../src/format/width.js';
import { FUZZ_SEED, expectSafe, expectSafeOutput, hostileLog, hostileName, hostileText, stringsIn } from './hostile.js';

const RUNS = { seed: FUZZ_SEED, numRuns: 150 };
const NOW = Date.parse('2026-11-22T12:00:00Z');
const text = hostileText();
const name = hostileName();
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

/** Asserts every string in a formatter's result is one safe line. */
function expectSafeStrings(value: unknown, what: string): void {
  for (const s of stringsIn(value)) expectSafe(s, what);
}

describe('sanitize', () => {
  it('sanitizeLine gives one safe line, sanitizeText safe lines, sanitizeLines safe single lines', () => {
    fc.assert(
      fc.property(hostileLog(), (input) => {
        expectSafe(sanitizeLine(input), 'sanitizeLine');
        expectSafe(sanitizeText(input), 'sanitizeText', { allowNewline: true });
        for (const line of sanitizeLines(input)) expectSafe(line, 'sanitizeLines');
      }),
      { ...RUNS, numRuns: 400 },
    );
  });

  it('keeps ordinary text as it is', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii' }).filter((s) => !/[\u0000-\u001f\u007f]/.test(s)),
        (s) => {
          expect(sanitizeLine(s)).toBe(s);
        },
      ),
      RUNS,
    );
  });
});

describe('width', () => {
  it('truncate and fit keep to the width and never cut a character in half', () => {
    fc.assert(
      fc.property(name, fc.integer({ min: 0, max: 120 }), (input, width) => {
        const safe = sanitizeLine(input);
        const cut = truncate(safe, width);
        expect(displayWidth(cut)).toBeLessThanOrEqual(width);
        expectSafe(cut, 'truncate');
        const fitted = fit(safe, width);
        expect(displayWidth(fitted)).toBe(width);
        expectSafe(fitted, 'fit');
        expect(displayWidth(fit(safe, width, 'right'))).toBe(width);
      }),
      RUNS,
    );
  });
});

const check = fc.record({
  id: text,
  name: maybe(name),
  checkType: maybe(text),
  frequency: maybe(fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.constant(0))),
  frequencyOffset: maybe(fc.integer({ min: -5, max: 60 })),
  activated: maybe(fc.boolean()),
  muted: maybe(fc.boolean()),
  groupId: maybe(fc.integer()),
  locations: maybe(fc.array(text, { maxLength: 4 })),
  tags: maybe(fc.array(text, { maxLength: 4 })),
});

describe('checks', () => {
  it('rows, frequency labels and lists', () => {
    fc.assert(
      fc.property(check, maybe(text), fc.oneof(text, fc.integer(), fc.constant(null)), (c, groupName, frequency) => {
        const row = checkListRow(
          c,
          { checkId: c.id, hasFailures: true },
          groupName === null || groupName === undefined ? undefined : { name: groupName },
        );
        expectSafeStrings(
          CHECK_COLUMNS.map((column) => column.value(row)),
          'check list cells',
        );
        expectSafe(checkFrequencyLabel(c), 'checkFrequencyLabel');
        expectSafe(frequencyLabel(frequency), 'frequencyLabel');
        expectSafe(listText(c.tags), 'listText');
      }),
      RUNS,
    );
  });
});

const jsonish: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(text, tie('value'), { maxKeys: 3 }),
  ),
})).value;

describe('groups', () => {
  const group = fc.record({
    id: fc.integer(),
    name: maybe(name),
    activated: maybe(fc.boolean()),
    muted: maybe(fc.boolean()),
    frequency: maybe(fc.oneof(text, fc.constantFrom('EVERY_10S', 'EVERY_1H'), fc.integer())),
    locations: maybe(fc.array(text, { maxLength: 3 })),
    privateLocations: maybe(fc.array(text, { maxLength: 3 })),
    tags: maybe(fc.array(text, { maxLength: 3 })),
    concurrency: maybe(fc.integer()),
    environmentVariables: maybe(fc.array(fc.record({ key: text, secret: maybe(fc.boolean()) }), { maxLength: 3 })),
    alertChannels: maybe(fc.array(jsonish, { maxLength: 3 })),
    alertEscalationPolicy: maybe(fc.oneof(fc.constant('global'), jsonish)),
    retryStrategy: maybe(jsonish),
    runParallel: maybe(fc.boolean()),
    runtimeId: maybe(text),
    apiCheckDefaults: maybe(jsonish),
    browserChecks: maybe(jsonish),
    multistepChecks: maybe(jsonish),
    localSetupScript: maybe(text),
    localTearDownScript: maybe(text),
  });

  it('rows, every setting, the alert rules, rule 4 warnings and compact values', () => {
    fc.assert(
      fc.property(
        group,
        fc.array(check, { maxLength: 4 }),
        jsonish,
        fc.integer({ min: 1, max: 60 }),
        (g, checks, value, max) => {
          expectSafeStrings(groupRow(g), 'groupRow');
          expectSafeStrings(groupSettings(g), 'groupSettings');
          expectSafeStrings(alertOutcome(g), 'alertOutcome');
          // checkIds are data for navigation (UUIDs after the schema), not display text.
          for (const w of highFrequencyWarnings({ frequency: 'EVERY_10S' }, checks))
            expectSafeStrings([w.text, w.checkType], 'highFrequencyWarnings');
          expectSafe(policyText(g.alertEscalationPolicy), 'policyText');
          expectSafe(compactValue(value, API_CHECK_DEFAULTS, max), 'compactValue');
        },
      ),
      RUNS,
    );
  });
});

describe('alerts', () => {
  it('rows, targets and config lines', () => {
    const channel = fc.record({
      id: fc.integer(),
      type: maybe(text),
      config: maybe(fc.oneof(jsonish, fc.record({ address: text, url: text, name: name }))),
      subscriptions: maybe(fc.array(fc.record({ activated: maybe(fc.boolean()) }), { maxLength: 3 })),
      sendRecovery: maybe(fc.boolean()),
      sendFailure: maybe(fc.boolean()),
      sendDegraded: maybe(fc.boolean()),
    });
    fc.assert(
      fc.property(channel, (c) => {
        expectSafeStrings(alertRow(c), 'alertRow');
        expectSafe(alertTarget(c), 'alertTarget');
        expectSafeStrings(alertConfigLines(c), 'alertConfigLines');
      }),
      RUNS,
    );
  });
});

describe('status words', () => {
  it('unknown statuses and providers are shown safely', () => {
    fc.assert(
      fc.property(text, (s) => {
        expectSafe(statusWord(s), 'statusWord');
        expectSafe(statusLabel(s), 'statusLabel');
        expectSafe(resultStatusWord({ status: s }), 'resultStatusWord');
        expectSafe(providerLabel(s), 'providerLabel');
      }),
      RUNS,
    );
  });
});

describe('times', () => {
  it('timestamps from the server and times typed by a person', () => {
    fc.assert(
      fc.property(text, (s) => {
        expectSafe(relativeTime(s, NOW), 'relativeTime');
        expectSafe(formatTimestamp(s), 'formatTimestamp');
        const parsed = parseTimeInput(s);
        // The sentence goes into a usage error on stderr.
        if ('error' in parsed) expectSafe(parsed.error, 'parseTimeInput error');
      }),
      RUNS,
    );
  });
});

describe('sessions', () => {
  const iso = fc.oneof(
    text,
    fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString()),
  );
  const entry = fc.record({
    id: text,
    name: maybe(name),
    provider: maybe(text),
    status: maybe(fc.oneof(text, fc.constantFrom('RUNNING', 'FAILED', 'PASSED', 'CANCELLED'))),
    running: maybe(fc.array(text, { maxLength: 2 })),
    passed: maybe(fc.array(text, { maxLength: 2 })),
    failed: maybe(fc.array(text, { maxLength: 2 })),
    invoker: maybe(fc.record({ name: maybe(name) })),
    commitOwner: maybe(name),
    branchName: maybe(name),
    startedAt: maybe(iso),
    stoppedAt: maybe(iso),
  });
  const result = fc.record({
    testSessionResultId: text,
    testSessionResultLink: maybe(text),
    name: maybe(name),
    checkType: maybe(text),
    runLocation: maybe(text),
    status: maybe(text),
    isDegraded: maybe(fc.boolean()),
    responseTime: maybe(fc.double()),
    startedAt: maybe(iso),
    stoppedAt: maybe(iso),
    traceId: maybe(text),
    attempts: maybe(fc.integer()),
  });
  const metadata = fc.record({
    environment: maybe(text),
    repoUrl: maybe(text),
    commitId: maybe(text),
    commitOwner: maybe(name),
    commitMessage: maybe(hostileLog()),
    branchName: maybe(name),
  });

  it('list rows and their table at any width', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 20, max: 200 }),
        (entries, width) => {
          const rows = entries.map((e) => sessionRow(e, NOW));
          for (const row of rows) expectSafeStrings(row, 'sessionRow');
          for (const e of entries) expectSafe(sessionUser(e), 'sessionUser');
          expectSafeOutput(renderTable(SESSION_COLUMNS, rows, width).join('\n'), 'session table', width);
        },
      ),
      RUNS,
    );
  });

  it('the summary, result rows, tallies and result fields', () => {
    fc.assert(
      fc.property(
        fc.record({
          testSessionId: text,
          testSessionLink: maybe(text),
          name: maybe(name),
          status: maybe(text),
          metadata: maybe(metadata),
          startedAt: maybe(iso),
          stoppedAt: maybe(iso),
          timeElapsed: maybe(fc.double()),
        }),
        fc.array(result, { maxLength: 4 }),
        fc.integer({ min: 20, max: 200 }),
        (detail, results, width) => {
          expectSafeStrings(sessionSummaryFields(detail, NOW), 'sessionSummaryFields');
          expectSafe(commitLine(detail.metadata), 'commitLine');
          const rows = results.map(resultRow);
          for (const row of rows) expectSafeStrings(row, 'resultRow');
          expectSafe(resultTally(results), 'resultTally');
          for (const r of results) expectSafeStrings(resultFields(r, NOW), 'resultFields');
          expectSafeOutput(renderTable(RESULT_COLUMNS, rows, width).join('\n'), 'result table', width);
        },
      ),
      RUNS,
    );
  });

  it('error groups, job logs in every shape, and assertions', () => {
    const logEntry = fc.oneof(
      text,
      fc.record({ time: maybe(fc.oneof(fc.integer(), text)), level: maybe(text), msg: maybe(hostileLog()) }),
      jsonish,
    );
    fc.assert(
      fc.property(
        fc.record({
          id: text,
          cleanedErrorMessage: maybe(hostileLog()),
          rawErrorMessage: maybe(hostileLog()),
          environments: maybe(fc.array(text, { maxLength: 3 })),
          firstSeen: maybe(text),
          lastSeen: maybe(text),
        }),
        fc.oneof(hostileLog(), fc.array(logEntry, { maxLength: 6 }), jsonish),
        fc.dictionary(
          fc.constantFrom('source', 'property', 'comparison', 'target', 'actual', 'error', 'passed'),
          jsonish,
        ),
        (group, jobLog, assertion) => {
          expectSafe(errorGroupMessage(group), 'errorGroupMessage');
          expectSafeStrings(errorGroupFields(group, NOW), 'errorGroupFields');
          for (const line of jobLogLines(jobLog)) expectSafe(line, 'jobLogLines');
          expectSafe(assertionLine(assertion).text, 'assertionLine');
        },
      ),
      RUNS,
    );
  });
});

describe('text tables', () => {
  it('every line fits the width, whatever the columns and cells', () => {
    const column = fc.record({
      key: fc.constantFrom('a', 'b', 'c', 'd'),
      header: fc.string({ maxLength: 10 }).map((s) => sanitizeLine(s) || 'H'),
      min: fc.integer({ min: 1, max: 30 }),
      max: maybe(fc.integer({ min: 1, max: 60 })),
      fixed: maybe(fc.boolean()),
      align: maybe(fc.constantFrom('left' as const, 'right' as const)),
      priority: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(column, { selector: (c) => c.key, minLength: 1, maxLength: 4 }),
        fc.array(fc.record({ a: name, b: name, c: text, d: text }), { maxLength: 5 }),
        fc.integer({ min: 1, max: 160 }),
        (columns, rawRows, width) => {
          const rows = rawRows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, sanitizeLine(v)])));
          const declared: Column<Record<string, string>>[] = columns.map(
            ({ key, ...c }) => ({ ...c, id: key, value: (r) => r[key] ?? '' }) as Column<Record<string, string>>,
          );
          const lines = renderTable(declared, rows, width);
          expectSafeOutput(lines.join('\n'), 'renderTable', width);
        },
      ),
      RUNS,
    );
  });
});

describe('markdown', () => {
  it('cells stay one cell, inline text one line, code spans closed', () => {
    fc.assert(
      fc.property(hostileLog(), fc.array(fc.tuple(name, text), { maxLength: 4 }), (input, cells) => {
        const cell = markdownCell(input);
        expectSafe(cell, 'markdownCell');
        // An unescaped | would end the cell.
        expect(cell.replace(/\\\\/g, '').replace(/\\\|/g, '')).not.toContain('|');
        expectSafe(markdownInline(input), 'markdownInline');
        expectSafe(markdownCode(input), 'markdownCode');
        const table = markdownTable(
          [{ header: 'NAME' }, { header: 'X', align: 'right' }],
          cells.map(([a, b]) => [markdownCell(a), markdownCell(b)]),
        );
        expectSafeOutput(table, 'markdownTable');
        expect(table.split('\n')).toHaveLength(cells.length + 2);
      }),
      RUNS,
    );
  });
});
