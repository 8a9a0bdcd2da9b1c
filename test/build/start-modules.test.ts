// What a plain command loads is part of its start, checked on a real build:
//  - Node's own modules, 0.3-2 ms each: none of those vigil once loaded for nothing may come back
//    (process.stdin's file stream with fs/promises and readline,
//    node:os for the home directory, node:v8 with the bin). node:v8 is allowed once a request is
//    on its way (src/v8-flags.ts), so it is checked on a command that sends none.
//  - zod: only the functions the schemas use, never its whole namespace.
//  - conf and undici's HTTP parsers live in dist/vendor/ (scripts/build.mjs), and still work there.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../../scripts/build.mjs';
import { runBinary } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';

/** WebAssembly as Node has it (the project's TypeScript libs do not declare it). */
const wasm = (globalThis as unknown as { WebAssembly: { validate(bytes: Uint8Array): boolean } }).WebAssembly;

const NEVER = [
  'NativeModule os',
  'NativeModule internal/fs/promises',
  'NativeModule internal/readline/interface',
  'NativeModule internal/fs/streams',
];

let outdir: string;
let meta: Metafile;

beforeAll(async () => {
  outdir = mkdtempSync(join(tmpdir(), 'vigil-start-modules-'));
  meta = (await buildCli(outdir, { logLevel: 'error', metafile: true })).metafile!;
  // As installed: dist/ sits in a package of type module, where Node loads a .js file as an ES module.
  writeFileSync(join(outdir, 'package.json'), '{ "type": "module" }\n');
  // Prints the list of Node's modules the process loaded, as it exits (taken before stderr is made).
  writeFileSync(
    join(outdir, 'module-list.cjs'),
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source for the file; the template literal is its own.
    "process.on('exit', () => {\n  const line = `MODULES ${JSON.stringify(process.moduleLoadList)}\\n`;\n  process.stderr.write(line);\n});\n",
  );
}, 60_000);

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe("Node's modules a plain command loads", () => {
  const sandbox = useSandbox();

  /** Runs the built CLI with stdin and stdout on /dev/null; resolves with the Node modules it loaded. */
  async function modulesOf(
    args: string[],
    extraEnv: Record<string, string> = {},
  ): Promise<{ code: number; modules: string[]; stderr: string }> {
    const s = sandbox();
    const run = await runBinary(args, {
      cli: join(outdir, 'cli.cjs'),
      preload: join(outdir, 'module-list.cjs'),
      // As in a script or a cron job: Node makes a file stream of stdin on demand.
      devNull: true,
      env: {
        VIGIL_API_KEY: s.apiKey,
        VIGIL_ACCOUNT_ID: s.accountId,
        VIGIL_BASE_URL: s.baseUrl,
        VIGIL_CODE_CACHE: 'off',
        ...extraEnv,
      },
    });
    const line = /^MODULES (.*)$/m.exec(run.stderr);
    return {
      code: run.code,
      modules: line ? (JSON.parse(line[1]!) as string[]) : [],
      stderr: run.stderr.replace(/^MODULES .*\n/m, ''),
    };
  }

  for (const args of [
    ['api', '/v1/checks'],
    ['test-sessions', 'list'],
  ]) {
    it(`vigil ${args.join(' ')} loads none of ${NEVER.length} modules it does not need`, async () => {
      const run = await modulesOf(args);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      // The list is real: the command's own needs are in it.
      expect(run.modules).toContain('NativeModule net');
      expect(run.modules.filter((m) => NEVER.includes(m))).toEqual([]);
    });
  }

  it("vigil api reads answers with undici's parser without SIMD too, from dist/vendor/", async () => {
    // The fallback for CPUs without WebAssembly SIMD, which UNDICI_NO_WASM_SIMD=1 asks for.
    const run = await modulesOf(['api', '/v1/checks'], { UNDICI_NO_WASM_SIMD: '1' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  it('vigil login writes the config file through conf, from dist/vendor/', async () => {
    const s = sandbox();
    const configDir = mkdtempSync(join(tmpdir(), 'vigil-start-modules-login-'));
    try {
      const run = await modulesOf(
        ['login', '--api-key', s.apiKey, '--account-id', s.accountId, '--base-url', s.baseUrl],
        { VIGIL_CONFIG_DIR: configDir },
      );
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const file = join(configDir, 'config.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8')).profiles.default.accountId).toBe(s.accountId);
    } finally {
      rmSync(configDir, { recursive: true, force: true });
    }
  });

  it('vigil --help loads neither node:v8 nor node:net', async () => {
    const run = await modulesOf(['--help']);
    expect(run.code).toBe(0);
    expect(run.modules).toContain('NativeModule module');
    expect(run.modules.filter((m) => [...NEVER, 'NativeModule v8', 'NativeModule net'].includes(m))).toEqual([]);
  });
});

describe('what commands.cjs carries', () => {
  const inputsOf = (name: string) =>
    Object.keys(Object.entries(meta.outputs).find(([path]) => path.endsWith(name))![1].inputs);

  it("leaves conf and its validator, and the text of undici's parsers, to files of their own (so does tui.mjs)", () => {
    for (const bundle of ['commands.cjs', 'tui.mjs']) {
      const inputs = inputsOf(bundle);
      expect(inputs.some((input) => input.includes('node_modules/undici/'))).toBe(true);
      expect(inputs.filter((input) => /node_modules\/(conf|ajv|ajv-formats|semver|fast-uri)\//.test(input))).toEqual(
        [],
      );
      expect(inputs.filter((input) => input.includes('undici/lib/llhttp/llhttp'))).toEqual([]);
    }
    expect(inputsOf('vendor/conf.cjs').some((input) => input.includes('node_modules/conf/'))).toBe(true);
    const simd = readFileSync(join(outdir, 'vendor', 'llhttp_simd.wasm'));
    expect(simd.subarray(0, 4)).toEqual(Buffer.from('\0asm', 'latin1'));
    expect(wasm.validate(simd)).toBe(true);
  });

  it("of zod, only the schemas vigil uses, not zod's whole namespace", () => {
    // `import { z } from 'zod'` takes zod's namespace object as a value, so esbuild must keep all
    // of zod (classic and mini: ~230 KB, and some 1,300 getters made as the bundle loads);
    // `import * as z from 'zod'` lets it keep only the functions the schemas call (~105 KB).
    const output = Object.entries(meta.outputs).find(([path]) => path.endsWith('commands.cjs'))![1];
    const zodBytes = Object.entries(output.inputs)
      .filter(([input]) => input.includes('node_modules/zod/'))
      .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
    expect(zodBytes).toBeGreaterThan(20_000);
    expect(zodBytes).toBeLessThan(150_000);
  });
});
