// --input FILE names the real cause of a failure: an fs error by its code (src/files.ts reads it;
// the built bin once said "unreadable" for every file). A FIFO, a device or a file over the body
// cap: test/security/file-limits.test.ts.
import { Readable, Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiOptions } from '../../../src/commands/api/options.js';
import type { CommandIO, InputStream, OutputStream } from '../../../src/io.js';

const sink = () => new Writable({ write: (_c, _e, done) => done() }) as unknown as OutputStream;
const io: CommandIO = { stdout: sink(), stderr: sink(), stdin: Readable.from([]) as InputStream, env: {} };
const options: ApiOptions = {
  path: '/v1/checks',
  query: {},
  method: 'POST',
  fields: [],
  body: undefined,
  headers: {},
  input: 'body.json',
  jq: undefined,
  raw: false,
  include: false,
  verbose: false,
  paginate: false,
};
const client = { send: vi.fn() };

afterEach(() => {
  vi.doUnmock('node:fs');
  vi.resetModules();
  client.send.mockReset();
});

describe('--input FILE', () => {
  it('names an fs error it has no words for by its code, not "unreadable"', async () => {
    vi.resetModules();
    vi.doMock('node:fs', async (importOriginal) => {
      const fs = await importOriginal<typeof import('node:fs')>();
      const eio = Object.assign(new Error('EIO: i/o error, open'), { code: 'EIO' });
      return {
        ...fs,
        openSync: () => {
          throw eio;
        },
      };
    });
    const { runApi } = await import('../../../src/commands/api/run-api.js');
    await expect(runApi(options, io, client)).rejects.toMatchObject({
      name: 'UsageError',
      message: expect.stringContaining('body.json cannot be read (EIO)'),
    });
    expect(client.send).not.toHaveBeenCalled();
  });
});
