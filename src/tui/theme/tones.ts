// Tones of src/format (a status, shared with the plain commands) as theme tokens of the TUI.
import type { LineTone } from '../../format/session-screen.js';
import type { ThemeToken } from './tokens.js';

export function toneToken(tone: LineTone | undefined): ThemeToken | undefined {
  switch (tone) {
    case 'failed':
      return 'status.failed';
    case 'passed':
      return 'status.passed';
    case 'running':
      return 'status.running';
    case 'cancelled':
      return 'status.paused';
    case 'degraded':
      return 'status.degraded';
    case 'unknown':
      return 'status.unknown';
    case 'heading':
      return 'text.accent';
    case 'muted':
      return 'text.muted';
    case 'error':
      return 'text.error';
    default:
      return undefined;
  }
}
