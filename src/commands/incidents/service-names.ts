// `--service` by name: the status page's services are read (GET, following the cursor) and each
// name is matched whole, letter case and surrounding blanks aside. A name that matches none, or
// more than one, is a usage error that says what to give instead: nothing is sent.
import type { VigilClient } from '../../client/index.js';
import { iterateCursor } from '../../client/paging.js';
import type { IncidentService } from '../../client/schemas/incidents.js';
import { quoted } from '../../format/session-filters.js';
import { sanitizeLine } from '../../sanitize.js';
import { UsageError } from '../errors.js';

const PAGE_SIZE = 100;
/** A status page has a handful of services: a cursor that goes on past this many pages is not followed. */
const MAX_PAGES = 20;
/** Names listed in the sentence for a name that matches none. */
const NAMES_SAID = 8;

const key = (name: string) => name.trim().toLowerCase();

async function statusPageServices(client: VigilClient): Promise<IncidentService[]> {
  const services: IncidentService[] = [];
  let pages = 0;
  for await (const page of iterateCursor((nextId) =>
    client.listStatusPageServices({ limit: PAGE_SIZE, ...(nextId ? { nextId } : {}) }),
  )) {
    services.push(...page.items);
    if (++pages >= MAX_PAGES) break;
  }
  return services;
}

function noSuchService(name: string, services: readonly IncidentService[]): UsageError {
  const names = services.slice(0, NAMES_SAID).map((s) => sanitizeLine(s.name));
  const more = services.length > NAMES_SAID ? ` and ${services.length - NAMES_SAID} more` : '';
  const choice = services.length === 0 ? 'the status page has no services' : `use one of ${names.join(', ')}${more}`;
  return new UsageError(`--service ${quoted(name)} is no service of the status page: ${choice}, or give a service ID`);
}

/** The IDs of the services named `names`, in order; one read of the services when there are names. */
export async function serviceIdsByName(client: VigilClient, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const services = await statusPageServices(client);
  return names.map((name) => {
    const found = services.filter((s) => key(s.name) === key(name));
    if (found.length === 0) throw noSuchService(name, services);
    if (found.length > 1) {
      throw new UsageError(
        `--service ${quoted(name)} names ${found.length} services of the status page: give the ID of the one you ` +
          `mean (${found.map((s) => sanitizeLine(s.id)).join(', ')})`,
      );
    }
    return (found[0] as IncidentService).id.toLowerCase();
  });
}
