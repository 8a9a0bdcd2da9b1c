// format/group-code.ts on hand-made groups: what the sandbox's groups do not hold (secrets,
// odd names, deprecated scripts).
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { groupCode, logicalId, MASKED_SECRET } from '../../src/format/group-code.js';

function syntaxErrors(code: string): unknown[] {
  return ts.transpileModule(code, { reportDiagnostics: true }).diagnostics ?? [];
}

describe('groupCode', () => {
  it('masks secret values, keeps plain ones, and stays valid TypeScript', () => {
    const code = groupCode({
      id: 4,
      name: 'Payments "core" \u001b[31m',
      environmentVariables: [
        { key: 'TOKEN', value: 'sk_live_123', secret: true } as never,
        { key: 'REGION', value: 'eu', secret: false } as never,
      ],
      localSetupScript: 'console.log(1)',
    });
    expect(code).not.toContain('sk_live_123');
    expect(code).toContain(`value: ${JSON.stringify(MASKED_SECRET)},`);
    expect(code).toContain('value: "eu",');
    expect(code).not.toContain('\u001b');
    expect(code).toContain('// deprecated\n  localSetupScript: "console.log(1)",');
    expect(syntaxErrors(code)).toEqual([]);
  });

  it('leaves defaults out: a group with only a name has only a name', () => {
    const code = groupCode({
      id: 9,
      name: 'Plain',
      activated: true,
      muted: false,
      concurrency: 10,
      tags: [],
      locations: [],
    });
    expect(code).toMatch(/new CheckGroupV2\("plain", \{\n {2}name: "Plain",\n\}\);/);
    expect(syntaxErrors(code)).toEqual([]);
  });

  it('logical IDs from names, and from the ID when the name has no letters', () => {
    expect(logicalId({ id: 1, name: 'Checkout API (EU)' })).toBe('checkout-api-eu');
    expect(logicalId({ id: 7, name: '🔥🔥' })).toBe('group-7');
  });
});
