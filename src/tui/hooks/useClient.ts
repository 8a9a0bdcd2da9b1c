// Screens get the API client from context, never by importing a global.
import { createContext, useContext } from 'react';
import type { VigilClient } from '../../client/index.js';

export const ClientContext = createContext<VigilClient | null>(null);

export function useClient(): VigilClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useClient used outside ClientContext');
  return client;
}
