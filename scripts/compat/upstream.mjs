#!/usr/bin/env node
// Runs each row of docs/upstream-compat.md with the service's own CLI (npm `checkly`, two
// versions) and with vigil, side by side against one sandbox, and prints what each did: exit
// code, what went on the wire, and the start of stdout and stderr. Outside `npm test`: it
// installs the upstream CLI into a temporary directory (needs the npm registry).
//
//   npm run build && node scripts/compat/upstream.mjs [--versions 8.23.2,9.5.0] [--keep]
//
// The upstream CLI sends `x-checkly-account`; the sandbox reads `X-Service-Account`. A small
// proxy in front of the sandbox renames that header (the only change it makes), records every
// request, and serves the few answers the sandbox never gives (redirects, a 429, C1 text).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VIGIL = join(ROOT, 'dist', 'cli.cjs');
const { values: opts } = parseArgs({
  options: { versions: { type: 'string', default: '8.23.2,9.5.0' }, keep: { type: 'boolean', default: false } },
});
const versions = opts.versions.split(',').filter(Boolean);
const work = mkdtempSync(join(tmpdir(), 'vigil-compat-'));

function installUpstream(version) {
  // Kept between runs (a temporary directory of its own): the install takes most of a run.
  const prefix = join(tmpdir(), `vigil-compat-checkly-${version}`);
  const pkg = join(prefix, 'node_modules', 'checkly', 'package.json');
  const binOf = () => join(prefix, 'node_modules', 'checkly', JSON.parse(readFileSync(pkg, 'utf8')).bin.checkly);
  if (existsSync(pkg)) return binOf();
  process.stderr.write(`installing checkly@${version} into ${prefix} ...\n`);
  execFileSync(
    'npm',
    ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--loglevel=error', `checkly@${version}`],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return binOf();
}

function startSandbox() {
  const child = spawn(
    process.execPath,
    [VIGIL, 'sandbox', '--json', '--port', '0', '--seed', '17', '--sessions', '60'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve({ child, ...JSON.parse(out.split('\n')[0]) });
    });
    child.on('exit', (code) => reject(new Error(`the sandbox exited (${code})`)));
  });
}

/** Every request the proxy saw since the last `take()`. */
const seen = [];
const take = () => seen.splice(0, seen.length);

function listen(handler) {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })),
  );
}

const C1_BODY = JSON.stringify({ name: 'a\u009b31mred\u202eevil\u009b0m' });

async function startProxy(sandbox, otherOrigin) {
  return listen((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (d) => (body += d));
    req.on('end', () => {
      const keyed = String(req.headers.authorization ?? '').includes(sandbox.apiKey);
      const headerNames = Object.keys(req.headers).filter((h) => /^x-/.test(h));
      seen.push({
        method: req.method,
        url: req.url,
        type: req.headers['content-type'] ?? '',
        keyed,
        headerNames,
        body,
      });
      const json = (status, value, headers = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(value === undefined ? undefined : JSON.stringify(value));
      };
      const path = (req.url ?? '').split('?')[0];
      if (path === '/compat/echo') return json(200, { method: req.method, url: req.url, body, keyed });
      if (path === '/compat/same-307') return json(307, undefined, { location: '/compat/echo?after=307' });
      if (path === '/compat/cross-302') return json(302, undefined, { location: `${otherOrigin}/compat/echo` });
      if (path === '/compat/c1') return json(200, JSON.parse(C1_BODY));
      if (path === '/compat/limited')
        return json(429, { statusCode: 429, error: 'Too Many Requests' }, { 'retry-after': '3' });
      // Upstream checks its login with the account endpoint of its newer API first.
      const target = (req.url ?? '').replace(/^\/next\/accounts\//, '/v1/accounts/');
      const headers = { ...req.headers, host: new URL(sandbox.baseUrl).host };
      if (headers['x-checkly-account']) headers['x-service-account'] = headers['x-checkly-account'];
      const upstream = httpRequest(`${sandbox.baseUrl}${target}`, { method: req.method, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.end(body);
    });
  });
}

function run(program, args, env, stdin) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [program, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'], cwd: work });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.stdin.end(stdin ?? '');
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal, stdout, stderr, ms: Date.now() - started });
    });
  });
}

const short = (text, n = 110) => {
  const one = JSON.stringify(text.trim()).slice(1, -1);
  return one.length > n ? `${one.slice(0, n)}…` : one;
};

function describe(result, requests) {
  const wire = requests.length
    ? requests
        .map((r) => `${r.method} ${r.url}${r.type ? ` [${r.type.split(';')[0]}]` : ''}${r.keyed ? '' : ' (no key)'}`)
        .join(', ')
    : 'nothing';
  return [
    `exit ${result.code} in ${(result.ms / 1000).toFixed(1)} s`,
    `sent: ${wire}`,
    result.stdout && `out: ${short(result.stdout)}`,
    result.stderr && `err: ${short(result.stderr)}`,
  ]
    .filter(Boolean)
    .join('<br>');
}

async function main() {
  const programs = versions.map((v) => ({ name: `checkly ${v}`, bin: installUpstream(v), upstream: true }));
  programs.push({ name: 'vigil', bin: VIGIL, upstream: false });
  const sandbox = await startSandbox();
  const other = await listen((req, res) => {
    seen.push({
      method: req.method,
      url: `(other origin) ${req.url}`,
      type: '',
      keyed: String(req.headers.authorization ?? '').includes(sandbox.apiKey),
      headerNames: [],
      body: '',
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"elsewhere":true}');
  });
  const proxy = await startProxy(sandbox, other.url);
  const vigilEnv = {
    ...process.env,
    VIGIL_BASE_URL: sandbox.baseUrl,
    VIGIL_API_KEY: sandbox.apiKey,
    VIGIL_ACCOUNT_ID: sandbox.accountId,
    VIGIL_CONFIG_DIR: work,
  };
  const firstSession = (status) =>
    JSON.parse(
      execFileSync(process.execPath, [VIGIL, 'test-sessions', 'list', '--status', status, '-l', '1', '-o', 'json'], {
        env: vigilEnv,
        encoding: 'utf8',
      }),
    ).data[0].id;
  const session = firstSession('passed');
  const failed = firstSession('failed');
  writeFileSync(join(work, 'body.json'), '{"a":1}');
  writeFileSync(join(work, 'note.txt'), 'not json');

  const rows = [
    ['unknown flag', ['api', '/v1/checks', '--nope']],
    ['missing endpoint', ['api']],
    ['bad method `-X FOO`', ['api', '/v1/checks', '-X', 'FOO']],
    ['lower-case `-X get`', ['api', '/v1/checks', '-X', 'get', '-F', 'limit=1']],
    ['header without a colon', ['api', '/v1/checks', '-H', 'NoColon']],
    ['`--input` with `-F`', ['api', '/compat/echo', '--input', 'body.json', '-F', 'a=1']],
    ['full URL', ['api', 'http://127.0.0.1:9/v1/checks']],
    ['`//host` endpoint', ['api', '//127.0.0.1:9/v1/checks']],
    ['backslash endpoint', ['api', '/\\127.0.0.1:9/v1/checks']],
    ["user's `-H Authorization`", ['api', '/compat/echo', '-H', 'Authorization: Bearer mine']],
    ['same-origin 307 of a POST', ['api', '/compat/same-307', '-X', 'POST', '-F', 'a=1']],
    ['cross-origin 302 of a GET', ['api', '/compat/cross-302']],
    [
      '`--jq` output with trailing spaces',
      ['api', '/v1/checks', '-X', 'GET', '-F', 'limit=1', '--jq', '.[0].name + "  "'],
    ],
    ['C1 and bidi characters, in a pipe', ['api', '/compat/c1']],
    ['429 with Retry-After: 3', ['api', '/compat/limited']],
    ['404 answer', ['api', '/v1/nothing-here']],
    ['`--input` that is not JSON', ['api', '/compat/echo', '-X', 'POST', '--input', 'note.txt']],
    [
      'spaces and query order (GET with -F)',
      ['api', '/compat/echo', '-X', 'GET', '-F', 'q=a b', '-F', 'z=1', '-F', 'a=2'],
    ],
    ['a jq syntax error', ['api', '/v1/checks', '--jq', '.[']],
    ['`-F a[b]=c` in a POST body', ['api', '/compat/echo', '-X', 'POST', '-F', 'a[b]=c']],
    ['`-F k=1 -F k=2` on a GET', ['api', '/compat/echo', '-X', 'GET', '-F', 'k=1', '-F', 'k=2']],
    ['`-i` status line', ['api', '/compat/echo', '-i']],
    ['unknown command', ['nope']],
    ['test-sessions get, a non-GUID ID', ['test-sessions', 'get', 'not-a-guid']],
    ['test-sessions get --error-groups-limit 101', ['test-sessions', 'get', session, '--error-groups-limit', '101']],
    ['test-sessions get --error-groups-limit -1', ['test-sessions', 'get', session, '--error-groups-limit=-1']],
    ['test-sessions get, a passed session (requests sent)', ['test-sessions', 'get', session, '-o', 'json']],
    ['test-sessions get, a failed session (requests sent)', ['test-sessions', 'get', failed]],
    ['test-sessions get --watch, a finished session', ['test-sessions', 'get', failed, '--watch']],
    ['test-sessions list -o json', ['test-sessions', 'list', '-l', '3', '-o', 'json']],
  ];

  const outputs = new Map();
  process.stdout.write(
    `| case | ${programs.map((p) => p.name).join(' | ')} |\n|---|${programs.map(() => '---').join('|')}|\n`,
  );
  for (const [name, args] of rows) {
    const cells = [];
    for (const p of programs) {
      const home = mkdtempSync(join(work, 'home-'));
      const env = p.upstream
        ? {
            PATH: process.env.PATH,
            HOME: home,
            CHECKLY_ENV: 'local',
            CHECKLY_API_URL: proxy.url,
            CHECKLY_API_KEY: sandbox.apiKey,
            CHECKLY_ACCOUNT_ID: sandbox.accountId,
            CHECKLY_SKIP_UPDATE_CHECK: '1',
          }
        : {
            PATH: process.env.PATH,
            HOME: home,
            VIGIL_CONFIG_DIR: home,
            VIGIL_BASE_URL: proxy.url,
            VIGIL_API_KEY: sandbox.apiKey,
            VIGIL_ACCOUNT_ID: sandbox.accountId,
          };
      take();
      const result = await run(p.bin, args, env);
      // The upstream CLI's own login check before every command is not part of the case.
      const requests = take().filter((r) => !r.url.startsWith('/next/accounts/'));
      if (name === 'test-sessions list -o json') outputs.set(p.name, result.stdout);
      const headerNote =
        name === '404 answer' ? `<br>headers: ${[...new Set(requests.flatMap((r) => r.headerNames))].join(', ')}` : '';
      cells.push(describe(result, requests) + headerNote);
    }
    process.stdout.write(`| ${name} | ${cells.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |\n`);
  }
  const [first, ...rest] = [...outputs.values()];
  process.stdout.write(
    `\n\`test-sessions list -o json\`: ${rest.every((o) => o === first) ? 'byte-identical in every column' : 'DIFFERS between columns'}.\n`,
  );

  sandbox.child.kill('SIGTERM');
  proxy.server.close();
  other.server.close();
  if (!opts.keep) rmSync(work, { recursive: true, force: true });
}

main().catch((e) => {
  process.stderr.write(`compat: ${e.stack ?? e}\n`);
  process.exit(1);
});
