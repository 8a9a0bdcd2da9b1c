// The proxy from the environment: which variable for which scheme, NO_PROXY, loopback, and one
// sentence for a bad URL that never shows the URL's user or password.
import { describe, expect, it } from 'vitest';
import { proxyFor } from '../../src/config/proxy.js';

const API = 'https://api.example.com';

describe('proxyFor', () => {
  it.each([
    ['no variable', {}, API, undefined],
    ['HTTPS_PROXY for https', { HTTPS_PROXY: 'http://p:3128' }, API, ['http://p:3128', 'HTTPS_PROXY']],
    [
      'https_proxy before HTTPS_PROXY',
      { https_proxy: 'http://a:1', HTTPS_PROXY: 'http://b:2' },
      API,
      ['http://a:1', 'https_proxy'],
    ],
    ['HTTP_PROXY is not for https', { HTTP_PROXY: 'http://p:3128' }, API, undefined],
    ['HTTP_PROXY for http', { HTTP_PROXY: 'http://p:3128' }, 'http://api.example.com', ['http://p:3128', 'HTTP_PROXY']],
    ['a bare host:port is http', { HTTPS_PROXY: 'p.corp:8080' }, API, ['http://p.corp:8080', 'HTTPS_PROXY']],
    ['blank is unset', { HTTPS_PROXY: '  ' }, API, undefined],
    ['NO_PROXY names the host', { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'api.example.com' }, API, undefined],
    ['NO_PROXY names a parent domain', { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'example.com' }, API, undefined],
    ['NO_PROXY .domain', { HTTPS_PROXY: 'http://p:1', no_proxy: 'x.org, .example.com' }, API, undefined],
    ['NO_PROXY *.domain', { HTTPS_PROXY: 'http://p:1', NO_PROXY: '*.example.com' }, API, undefined],
    ['NO_PROXY *', { HTTPS_PROXY: 'http://p:1', NO_PROXY: '*' }, API, undefined],
    [
      'NO_PROXY another port',
      { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'api.example.com:8443' },
      API,
      ['http://p:1', 'HTTPS_PROXY'],
    ],
    ['NO_PROXY this port', { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'api.example.com:443' }, API, undefined],
    ['NO_PROXY a lookalike', { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'ample.com' }, API, ['http://p:1', 'HTTPS_PROXY']],
    [
      'NO_PROXY not a suffix of a label',
      { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'example.com' },
      'https://badexample.com',
      ['http://p:1', 'HTTPS_PROXY'],
    ],
    ['NO_PROXY an IP', { HTTP_PROXY: 'http://p:1', NO_PROXY: '10.0.0.5' }, 'http://10.0.0.5', undefined],
    [
      'NO_PROXY an IPv6 with port',
      { HTTP_PROXY: 'http://p:1', NO_PROXY: '[fd00::1]:8080' },
      'http://[fd00::1]:8080',
      undefined,
    ],
    ['loopback by IP', { HTTP_PROXY: 'http://p:1' }, 'http://127.0.0.1:4777', undefined],
    ['loopback by name', { HTTP_PROXY: 'http://p:1' }, 'http://localhost:4777', undefined],
    ['loopback IPv6', { HTTP_PROXY: 'http://p:1' }, 'http://[::1]:4777', undefined],
  ])('%s', (_name, env, baseUrl, expected) => {
    const setting = proxyFor(env, baseUrl);
    expect(setting.ok).toBe(true);
    const proxy = setting.ok ? setting.proxy : undefined;
    expect(proxy && [proxy.url, proxy.label.replace(/.*\(from (\w+)\)$/, '$1')]).toEqual(expected);
  });

  it('names the proxy in errors by its origin, without user or password', () => {
    const setting = proxyFor({ HTTPS_PROXY: 'http://me:s3cret-token@proxy.corp:3128' }, API);
    expect(setting).toEqual({
      ok: true,
      proxy: {
        url: 'http://me:s3cret-token@proxy.corp:3128',
        label: 'the proxy http://proxy.corp:3128 (from HTTPS_PROXY)',
      },
    });
  });

  it('leaves a bad value alone for a host reached directly (loopback, NO_PROXY)', () => {
    expect(proxyFor({ HTTP_PROXY: 'socks5://p:1080' }, 'http://127.0.0.1:4777')).toEqual({
      ok: true,
      proxy: undefined,
    });
    expect(proxyFor({ HTTPS_PROXY: 'socks5://p:1080', NO_PROXY: '*' }, API)).toEqual({ ok: true, proxy: undefined });
  });

  it.each([
    ['not a URL', 'http://', /^HTTPS_PROXY is not a proxy URL: set it as in HTTPS_PROXY=http/],
    [
      'another scheme',
      'socks5://p:1080',
      /^HTTPS_PROXY must be an http:\/\/ or https:\/\/ proxy, not "socks5:\/\/p:1080"/,
    ],
    [
      'a path',
      'http://me:pw@p:3128/x',
      /^HTTPS_PROXY must be only the proxy's scheme, host and port, not "http:\/\/p:3128\/x"/,
    ],
  ])('refuses %s in one sentence, without the password', (_name, value, message) => {
    const setting = proxyFor({ HTTPS_PROXY: value }, API);
    expect(setting.ok).toBe(false);
    const text = setting.ok ? '' : setting.message;
    expect(text).toMatch(message);
    expect(text).not.toContain('pw');
    expect(text.split('\n')).toHaveLength(1);
  });
});
