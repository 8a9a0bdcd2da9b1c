// What a generated check is about: its name, the request or script it runs, where it runs.
import type { CheckType } from '../../client/schemas/index.js';
import { LOCATIONS } from '../../client/schemas/index.js';
import type { Rng } from '../random.js';
import { API_THINGS, BROWSER_THINGS, HOSTS, REGIONS_LABEL, SERVICES, UPTIME_THINGS } from './words.js';

export const RUNTIMES = ['2025.04', '2024.09', '2024.02'] as const;

export function pickLocations(rng: Rng): string[] {
  return rng.sample(LOCATIONS, rng.range(1, 4)).sort();
}

export function checkName(rng: Rng, type: CheckType, index: number): string {
  const service = rng.pick(SERVICES);
  const region = rng.chance(0.3) ? ` (${rng.pick(REGIONS_LABEL)})` : '';
  switch (type) {
    case 'API':
    case 'GRPC':
      return `${service} API – ${rng.pick(API_THINGS)}${region}`;
    case 'BROWSER':
    case 'PLAYWRIGHT':
    case 'MULTI_STEP':
      return `${service} ${rng.pick(BROWSER_THINGS)}${region}`;
    case 'HEARTBEAT':
      return `${service} nightly job heartbeat #${index % 97}`;
    case 'TCP':
      return `${service} TCP ${rng.pick(HOSTS)}:${rng.pick([443, 5432, 6379, 25])}`;
    case 'DNS':
      return `DNS ${rng.pick(['A', 'AAAA', 'MX', 'TXT'])} ${rng.pick(HOSTS)}`;
    case 'ICMP':
    case 'TRACEROUTE':
      return `${type === 'ICMP' ? 'Ping' : 'Traceroute'} ${rng.pick(HOSTS)}${region}`;
    case 'SSL':
      return `SSL certificate ${rng.pick(HOSTS)}`;
    default:
      return `${rng.pick(UPTIME_THINGS)} uptime${region}`.replace(/^./, (c) => c.toUpperCase());
  }
}

export function requestFor(rng: Rng, type: CheckType): Record<string, unknown> | undefined {
  const host = rng.pick(HOSTS);
  switch (type) {
    case 'API':
      return {
        method: rng.weighted([
          ['GET', 6],
          ['POST', 2],
          ['PUT', 1],
        ] as const),
        url: `https://${host}/v1/${rng.pick(['orders', 'users/me', 'health', 'search?q=shoes', 'cart'])}`,
        followRedirects: true,
        skipSSL: false,
        body: '',
        bodyType: 'NONE',
        headers: [{ key: 'Accept', value: 'application/json', locked: false }],
        queryParameters: [],
        assertions: [
          { source: 'STATUS_CODE', comparison: 'EQUALS', property: '', target: '200', regex: null },
          { source: 'RESPONSE_TIME', comparison: 'LESS_THAN', property: '', target: '2000', regex: null },
        ],
      };
    case 'URL':
      return { method: 'GET', url: `https://${host}/`, followRedirects: true, skipSSL: false, assertions: [] };
    case 'TCP':
      return { hostname: host, port: rng.pick([443, 5432, 6379, 25]), ipFamily: 'IPv4', assertions: [] };
    case 'DNS':
      return {
        query: host,
        recordType: rng.pick(['A', 'AAAA', 'MX', 'TXT'] as const),
        protocol: 'UDP',
        assertions: [],
      };
    case 'ICMP':
      return { hostname: host, ipFamily: 'IPv4', pingCount: 10, assertions: [] };
    default:
      return undefined;
  }
}

export function scriptFor(type: CheckType, name: string): string | undefined {
  if (type === 'BROWSER' || type === 'MULTI_STEP') {
    const safe = name.replace(/[^\x20-\x7e]/g, '?').replace(/'/g, "\\'");
    return (
      `const { test, expect } = require('@playwright/test')\n\ntest('${safe}', async ({ page }) => {\n  const ` +
      `response = await page.goto('https://shop.example.com')\n  expect(response.status()).toBeLessThan(400)\n  ` +
      `await ` +
      `page.screenshot({ path: 'screenshot.jpg' })\n})\n`
    );
  }
  return undefined;
}
