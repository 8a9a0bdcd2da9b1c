// Requests left in the client's rate-limit window, for the header.
import { useEffect, useState } from 'react';
import type { VigilClient } from '../../client/index.js';

export function useRateLimitRemaining(client: VigilClient): number {
  const [remaining, setRemaining] = useState(() => client.rateLimitRemaining());
  useEffect(() => {
    setRemaining(client.rateLimitRemaining());
    return client.onRateLimitChange(setRemaining);
  }, [client]);
  return remaining;
}
