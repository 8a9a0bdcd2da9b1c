// Whether a text holds the API key, for the forms (forms/keyCheck.ts), which sit below the hooks
// that hold the client: App provides the client's own test. Nothing on the login screen (no client
// yet: its key field is the key).
import { createContext } from 'react';

export const HoldsKeyContext = createContext<((text: string) => boolean) | undefined>(undefined);
