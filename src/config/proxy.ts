// The HTTP proxy from the environment, as curl, git and Go's tools read it: https_proxy or
// HTTPS_PROXY for an https base URL, http_proxy or HTTP_PROXY for an http one (the lower-case name
// first), and no_proxy or NO_PROXY for the hosts reached directly. A loopback host (localhost,
// 127.0.0.0/8, ::1) is always reached directly, as Go's tools do: no proxy can reach this
// machine's loopback, and the sandbox lives there. A bad proxy URL is one sentence and exit 2
// before anything is sent; the URL's user and password are never shown.
import { sanitizeLine } from '../sanitize.js';

/** The proxy a client goes through, and how errors name it (never with its user or password). */
export interface ProxyRoute {
  url: string;
  label: string;
}

export type ProxySetting = { ok: true; proxy: ProxyRoute | undefined } | { ok: false; message: string };

/** The first of `names` set to something other than blanks, with its name. */
function firstSet(env: NodeJS.ProcessEnv, names: readonly string[]): { name: string; value: string } | undefined {
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) return { name, value };
  }
  return undefined;
}

/** `host` with IPv6 brackets taken off and lower-cased. */
function bareHost(host: string): string {
  return host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * True when NO_PROXY names `host` (with `port`): `*`; a host name, which also covers its
 * subdomains; `.example.com` or `*.example.com`, its subdomains and itself; an IP address; any of
 * these with `:port`, which then matches that port only.
 */
function bypassesProxy(noProxy: string, host: string, port: string): boolean {
  return noProxy
    .split(/[\s,]+/)
    .filter(Boolean)
    .some((entry) => {
      if (entry === '*') return true;
      const withPort = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(entry);
      if (withPort && withPort[2] !== port) return false;
      const name = bareHost(withPort ? withPort[1]! : entry).replace(/^\*?\./, '');
      return name !== '' && (host === name || host.endsWith(`.${name}`));
    });
}

/** The proxy URL checked: http or https, a host, nothing after the port. */
function checkProxyUrl(name: string, value: string): { ok: true; url: string } | { ok: false; message: string } {
  // A bare host:port is an HTTP proxy.
  const written = value.includes('://') ? value : `http://${value}`;
  let url: URL | undefined;
  try {
    url = new URL(written);
  } catch {
    url = undefined;
  }
  // Shown without its user and password, which may be a token.
  const path = url?.pathname === '/' ? '' : url?.pathname;
  const shown = url ? JSON.stringify(sanitizeLine(`${url.protocol}//${url.host}${path}${url.search}`)) : '';
  const fix = `set it as in ${name}=http://proxy.example.com:3128, or unset it`;
  if (!url || url.hostname === '') return { ok: false, message: `${name} is not a proxy URL: ${fix}` };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: `${name} must be an http:// or https:// proxy, not ${shown}: ${fix}` };
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '') {
    return { ok: false, message: `${name} must be only the proxy's scheme, host and port, not ${shown}: ${fix}` };
  }
  return { ok: true, url: written };
}

/** The proxy for requests to `baseUrl`, or undefined to go directly; a sentence when it is bad. */
export function proxyFor(env: NodeJS.ProcessEnv, baseUrl: string): ProxySetting {
  const target = new URL(baseUrl);
  const names = target.protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY'];
  const set = firstSet(env, names);
  if (!set) return { ok: true, proxy: undefined };
  // A host reached directly never uses the variable, whatever it holds (a socks5:// one included).
  const host = bareHost(target.hostname);
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  const noProxy = firstSet(env, ['no_proxy', 'NO_PROXY'])?.value ?? '';
  if (isLoopback(host) || bypassesProxy(noProxy, host, port)) return { ok: true, proxy: undefined };
  const checked = checkProxyUrl(set.name, set.value);
  if (!checked.ok) return checked;
  return {
    ok: true,
    proxy: { url: checked.url, label: `the proxy ${new URL(checked.url).origin} (from ${set.name})` },
  };
}
