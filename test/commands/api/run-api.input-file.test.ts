// --input FILE names the real cause of a failure: an fs error by its code, and a module that
// failed to load as itself (the built bin once said "unreadable" for every file, because import()
// threw inside its vm.Script and the catch took that for the file).
import { Readable, Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiOptions } from '../../../src/commands/api/options.js';
import type { CommandIO, InputStream, OutputStream } from '../../../src/commands/types.js';

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
  vi.doUnmock('node:fs/promises');
  vi.resetModules();
  client.send.mockReset();
});

async function runApiWith(fsPromises: () => Record<string, unknown>) {
  vi.resetModules();
  vi.doMock('node:fs/promises', fsPromises);
  const { runApi } = await import('../../../src/commands/api/run-api.js');
  return runApi(options, io, client);
}

describe('--input FILE', () => {
  it('names an fs error it has no words for by its code, not "unreadable"', async () => {
    const eio = Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
    const run = runApiWith(() => ({ readFile: () => Promise.reject(eio) }));
    await expect(run).rejects.toMatchObject({
      name: 'UsageError',
      message: expect.stringContaining('cannot be read (EIO)'),
    });
    expect(client.send).not.toHaveBeenCalled();
  });

  it('lets a module that fails to load fail as itself, not as a file that cannot be read', async () => {
    // What the module gives fails as it is taken (as import() failed in the bin), before any read.
    const run = runApiWith(() => ({
      get readFile(): never {
        throw new Error('the loader broke');
      },
    }));
    await expect(run).rejects.toThrow(/the loader broke/);
    await expect(run).rejects.not.toMatchObject({ name: 'UsageError' });
    expect(client.send).not.toHaveBeenCalled();
  });
});
