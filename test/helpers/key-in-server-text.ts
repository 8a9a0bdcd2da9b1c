// Server text that holds the API key: an incident named with it, sent straight to the sandbox
// over HTTP (vigil's own client refuses to send the key: client/key-in-request.ts), so tests can
// show that what vigil prints or draws of it never shows the key.
import { expect } from 'vitest';

interface SandboxKeys {
  baseUrl: string;
  apiKey: string;
  accountId: string;
}

/** Opens an incident named `down <key>` whose first update says `key <key>`; resolves with its ID. */
export async function incidentNamedWithTheKey(sb: SandboxKeys): Promise<string> {
  const headers = {
    authorization: `Bearer ${sb.apiKey}`,
    'x-service-account': sb.accountId,
    'content-type': 'application/json',
  };
  const services = (await (await fetch(`${sb.baseUrl}/v1/status-pages/services`, { headers })).json()) as {
    entries: Array<{ id: string }>;
  };
  const created = await fetch(`${sb.baseUrl}/v1/status-pages/incidents`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: `down ${sb.apiKey}`,
      severity: 'MINOR',
      services: [{ id: services.entries[0]!.id }],
      incidentUpdates: [{ description: `key ${sb.apiKey}`, status: 'INVESTIGATING', notifySubscribers: false }],
    }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: string }).id;
}
