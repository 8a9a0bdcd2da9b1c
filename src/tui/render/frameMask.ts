// The row diff's frame mask (terminal.ts setFrameMask), handed to the TUI by renderOnTerminal: App
// sets the client's starKey, so that no frame shows the API key that server text may hold.
import { createContext } from 'react';

export type SetFrameMask = (mask: ((frame: string) => string) | undefined) => void;

export const FrameMaskContext = createContext<SetFrameMask | null>(null);
