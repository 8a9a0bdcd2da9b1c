// Vocabulary for realistic generated names. A few entries are deliberately awkward: wide
// characters, combining marks, right-to-left text and terminal escape sequences, because server
// text is untrusted and clients must cope.
// biome-ignore-all format: word lists read best several to a line

export const SERVICES = [
  'Checkout', 'Payments', 'Login', 'Signup', 'Search', 'Catalog', 'Cart', 'Inventory', 'Billing',
  'Invoices', 'Shipping', 'Notifications', 'Profile', 'Settings', 'Dashboard', 'Reports',
  'Webhooks', 'Gateway', 'Auth', 'Media', 'Upload', 'Export', 'Import', 'Status', 'Docs',
  'Pricing', 'Orders', 'Refunds', 'Coupons', 'Reviews', 'Recommendations', 'Feature flags',
] as const;

export const API_THINGS = [
  'list orders', 'create order', 'get user', 'update profile', 'health', 'token refresh',
  'search suggestions', 'price quote', 'stock level', 'upload URL', 'GraphQL query', 'v2 endpoint',
] as const;

export const BROWSER_THINGS = [
  'happy path', 'smoke test', 'end-to-end', 'login flow', 'checkout flow', 'mobile viewport',
  'cookie banner', 'onboarding wizard', 'password reset', 'dark mode',
] as const;

export const UPTIME_THINGS = ['homepage', 'status page', 'marketing site', 'CDN edge', 'docs site', 'blog'] as const;

export const REGIONS_LABEL = ['EU', 'US', 'APAC', 'staging', 'prod', 'canary'] as const;

export const HOSTS = [
  'api.example.com', 'shop.example.com', 'auth.example.com', 'cdn.example.net', 'www.example.org',
  'status.example.com', 'eu.api.example.com', 'us.api.example.com', 'grpc.example.com',
] as const;

export const TAGS = [
  'production', 'staging', 'api', 'frontend', 'critical', 'payments', 'auth', 'search', 'eu', 'us',
  'mobile', 'team-core', 'team-growth', 'sla',
] as const;

/** Names that exercise display code: wide characters, emoji, RTL, combining marks. */
export const UNICODE_NAMES = [
  'Zahlungsprüfung – Übersicht (DE)',
  '日本語ログインフロー 検証',
  '결제 API 상태 확인',
  '🚀 Deploy smoke 🔥 prod',
  'Проверка API заказов',
  'בדיקת דף הבית',
  'Café crème — e\u0301dition spéciale',
  '中文搜索 API 健康检查',
] as const;

/** Names holding terminal control sequences (must be shown escaped, never interpreted). */
export const ESCAPE_NAMES = [
  'Billing API \u001b[2J\u001b[H\u001b]0;pwned\u0007 clear-screen',
  'Legacy \u001b[31mred\u001b[0m status\r\nwith newline',
  'Tab\tand\u0008backspace\u009b6n check',
] as const;

export const FIRST_NAMES = [
  'Ada', 'Grace', 'Linus', 'Margaret', 'Ken', 'Barbara', 'Dennis', 'Frances', 'Alan', 'Radia',
  'Edsger', 'Hedy', 'Tim', 'Karen', 'Guido', 'Sophie', 'Jürgen', 'Aiko', 'Zoë', 'Søren',
] as const;

export const LAST_NAMES = [
  'Lovelace', 'Hopper', 'Torvalds', 'Hamilton', 'Thompson', 'Liskov', 'Ritchie', 'Allen', 'Turing',
  'Perlman', 'Dijkstra', 'Lamarr', 'Berners-Lee', 'Spärck Jones', 'van Rossum', 'Wilson',
] as const;

export const BRANCHES = [
  'main', 'main', 'main', 'develop', 'release/2024.06', 'feat/checkout-v2', 'fix/login-timeout',
  'feat/search-facets', 'chore/deps', 'renovate/playwright-1.x', 'hotfix/payments-500',
  'feat/日本語-ui', 'experiment/dark-mode',
] as const;

export const COMMIT_MESSAGES = [
  'Fix flaky login assertion',
  'Bump playwright to 1.44',
  'Add checkout v2 smoke test',
  'Increase API timeout for EU region',
  'Refactor search suggestions check',
  'Merge pull request #1287 from feat/checkout-v2',
  'Revert "Tighten degraded response time"',
  'WIP: dark mode screenshots',
  'Update snapshots\n\nCo-authored-by: bot <bot@example.com>',
  'Handle 429 from payments gateway',
] as const;

export const ENVIRONMENTS = ['production', 'staging', 'preview', 'development'] as const;

export const ERROR_MESSAGES = [
  {
    cleaned: 'expect(received).toBe(expected) // expected 200, received 503',
    raw: [
      'Error: expect(received).toBe(expected) // Object.is equality',
      '',
      'Expected: 200',
      'Received: 503',
      '    at /tests/api/orders.spec.ts:42:31',
      '    at processTicksAndRejections (node:internal/process/task_queues:95:5)',
    ].join('\n'),
  },
  {
    cleaned: 'Timeout 30000ms exceeded waiting for locator(\'button#checkout\')',
    raw: [
      "TimeoutError: locator.click: Timeout 30000ms exceeded.",
      "Call log:",
      "  - waiting for locator('button#checkout')",
      "  -   locator resolved to <button disabled id=\"checkout\">Pay now</button>",
      "  - attempting click action",
      "  -   waiting for element to be visible, enabled and stable",
      "    at /tests/checkout.spec.ts:88:19",
    ].join('\n'),
  },
  {
    cleaned: 'getaddrinfo ENOTFOUND <host>',
    raw: [
      'Error: getaddrinfo ENOTFOUND eu.api.example.com',
      '    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)',
    ].join('\n'),
  },
  {
    cleaned: 'connect ECONNREFUSED <ip>:<port>',
    raw: [
      'Error: connect ECONNREFUSED 10.0.3.17:443',
      '    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)',
    ].join('\n'),
  },
  {
    cleaned: 'Response time <n>ms exceeded max response time <n>ms',
    raw: 'Response time 12034ms exceeded max response time 10000ms',
  },
  {
    cleaned: 'Assertion failed: JSON body $.status equals "ok"',
    raw: [
      'Assertion failed: JSON body $.status equals "ok"',
      'Actual value: "degraded"',
      'Full body: {"status":"degraded","checks":{"db":"ok","cache":"timeout"}}',
    ].join('\n'),
  },
  {
    cleaned: 'SSL certificate expires in <n> days',
    raw: 'SSL certificate for shop.example.com expires in 6 days (2024-07-01T00:00:00Z)',
  },
  {
    cleaned: 'page.goto: net::ERR_CONNECTION_RESET at <url>',
    raw: [
      'Error: page.goto: net::ERR_CONNECTION_RESET at https://shop.example.com/cart',
      '=========================== logs ===========================',
      'navigating to "https://shop.example.com/cart", waiting until "load"',
      '============================================================',
    ].join('\n'),
  },
  {
    cleaned: 'Expected status 2xx, got <n>',
    raw: [
      'Expected status 2xx, got 500',
      '\u001b[31mInternal Server Error\u001b[0m',
      '<html><body>Oops</body></html>',
    ].join('\n'),
  },
  {
    cleaned: 'TypeError: Cannot read properties of undefined (reading \'<prop>\')',
    raw: [
      "TypeError: Cannot read properties of undefined (reading 'price')",
      "    at calculateTotal (/tests/helpers/cart.ts:17:24)",
      "    at /tests/cart.spec.ts:31:5",
    ].join('\n'),
  },
  {
    cleaned: 'DNS record A for <host> does not match expected value',
    raw: 'DNS record A for status.example.com is 203.0.113.9, expected 203.0.113.10',
  },
  {
    cleaned: 'Heartbeat not received within grace period',
    raw: 'Heartbeat not received within grace period (expected every 5m, grace 1m, last ping 2024-06-01T03:12:09Z)',
  },
] as const;

export const INCIDENT_NAMES = [
  'Elevated error rates on Checkout API',
  'Degraded performance in EU region',
  'Login failures for SSO users',
  'Delayed webhook deliveries',
  'Search unavailable',
  'Payment provider outage',
  'Partial outage of the dashboard',
  'Scheduled maintenance: database upgrade',
] as const;

export const STATUS_PAGE_SERVICES = ['API', 'Dashboard', 'Checkout', 'Webhooks', 'Search', 'Authentication'] as const;
