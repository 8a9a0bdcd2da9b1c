// format/group-code.ts on hand-made groups: what the sandbox's groups do not hold (secrets,
// odd names, deprecated scripts).
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { groupCode, logicalId, MASKED_SECRET } from '../../src/format/group-code.js';

function syntaxErrors(code: string): unknown[] {
  return ts.transpileModule(code, { reportDiagnostics: true }).diagnostics ?? [];
}

describe('groupCode', () => {
  it('masks by allow-list: every variable value, header and query values, scripts; stays valid TypeScript', () => {
    const group = {
      id: 4,
      name: 'Payments "core" \u001b[31m',
      environmentVariables: [
        { key: 'TOKEN', value: 'sk_live_123', secret: true } as never,
        { key: 'REGION', value: 'eu-plain-value', secret: false, locked: true } as never,
      ],
      apiCheckDefaults: {
        url: 'https://api.example.com/v1/tenant-secret-path?api_key=query-secret',
        headers: [{ key: 'Authorization', value: 'Bearer header-secret' }],
        queryParameters: [{ key: 'token', value: 'param-secret' }],
        assertions: [{ source: 'STATUS_CODE', comparison: 'EQUALS', property: '', target: '200' }],
        basicAuth: { username: 'user-secret', password: 'password-secret' },
      },
      localSetupScript: 'console.log("script-secret")',
    };
    const code = groupCode(group);
    for (const secret of ['sk_live_123', 'eu-plain-value', 'tenant-secret-path', 'query-secret', 'header-secret']) {
      expect(code).not.toContain(secret);
    }
    for (const secret of ['param-secret', 'user-secret', 'password-secret', 'script-secret']) {
      expect(code).not.toContain(secret);
    }
    expect(code).toContain(`value: ${JSON.stringify(MASKED_SECRET)},`);
    expect(code).toContain('url: "https://api.example.com/v1/…?api_key=…",');
    expect(code).toContain('key: "Authorization",\n        value: "(hidden)",');
    expect(code).toContain('source: "STATUS_CODE",');
    expect(code).toContain('target: "200",');
    expect(code).not.toContain('\u001b');
    expect(code).toMatch(
      /\/\/ deprecated\n {2}localSetupScript: "<hidden: 28 characters, sha256 [0-9a-f]{12}…; --show-scripts prints it>",/,
    );
    expect(syntaxErrors(code)).toEqual([]);
    const shown = groupCode(group, { showScripts: true });
    expect(shown).toContain('localSetupScript: "console.log(\\"script-secret\\")",');
    expect(syntaxErrors(shown)).toEqual([]);
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
