// What the shell draws: header, the screen (kept mounted under help and the palette, so its data
// and requests survive), an error notice, and the footer or the question/prompt bar.
import { useMemo } from 'react';
import { Box } from 'ink';
import type { VigilClient } from '../../client/index.js';
import { sanitizeLine } from '../../sanitize.js';
import { useRateLimitRemaining } from '../hooks/useRateLimit.js';
import { useServerRetryAt } from '../hooks/useServerRetryAt.js';
import type { ResponseFeed } from '../state/responses.js';
import { helpKeymap, paletteKeymap, confirmKeymap, promptKeymap } from '../keys/overlays.js';
import type { CommandTable } from '../keys/types.js';
import { routeKey, type Route } from '../state/navigation.js';
import { matchPalette } from '../state/palette.js';
import { useResource } from '../state/useResource.js';
import { ACCOUNT_KEY } from '../state/queryKeys.js';
import type { ScreenDefinition } from '../screens/types.js';
import { Header } from '../components/Header.js';
import { Footer, type FooterProps } from '../components/Footer.js';
import { HelpOverlay, helpLines } from '../components/HelpOverlay.js';
import { PaletteOverlay } from '../components/PaletteOverlay.js';
import { ConfirmBar, PromptBar } from '../components/QuestionBar.js';
import { Styled } from '../theme/index.js';
import { useFooterKeys } from './keySlot.js';
import { useKeymaps } from '../state/keymaps.js';
import type { KeySlot } from '../state/shell.js';
import type { Overlay } from './overlays.js';
import type { PaletteAction } from './overlayCommands.js';
import type { FrameGeometry } from './geometry.js';

export interface ShellFrameProps {
  client: VigilClient;
  demo: boolean;
  readOnly: boolean;
  responses: ResponseFeed | undefined;
  route: Route;
  screen: ScreenDefinition | undefined;
  global: CommandTable;
  /** The shown tab is at its first screen: Esc has nowhere to go back to. */
  atTop: boolean;
  overlay: Overlay | null;
  paletteActions: readonly PaletteAction[];
  notice: { text: string; tone: 'info' | 'error' } | undefined;
  /** Where the shown screen answers with its keys: the footer and the help ask it, as a key does. */
  slot: KeySlot;
  geometry: FrameGeometry;
}

type Note = FooterProps['note'];

const NO_KEYS: CommandTable = [];

/** The footer of a screen: its keys as it answers now (its mode's), then the shell's keys unless it takes text. */
function ScreenFooter(props: {
  slot: KeySlot;
  keymap: CommandTable;
  global: CommandTable;
  width: number;
  notice: Note;
}) {
  const keys = useFooterKeys(props.slot);
  const scope = [keys?.commands ?? props.keymap, keys?.onText ? [] : props.global];
  // A notice first; else the screen's own note (a filter that applies to this page only).
  const note = props.notice ?? (keys?.status ? { text: keys.status, tone: 'info' as const } : undefined);
  return <Footer scope={scope} width={props.width} note={note} />;
}

/** The bottom line: the question or prompt of an overlay, the overlay's keys, or the screen's. */
function FrameFooter(props: {
  overlay: Overlay | null;
  slot: KeySlot;
  keymap: CommandTable;
  global: CommandTable;
  width: number;
  notice: ShellFrameProps['notice'];
}) {
  const { overlay, width } = props;
  // An error notice has a line of its own above the footer.
  const notice = props.notice && props.notice.tone !== 'error' ? props.notice : undefined;
  if (overlay?.kind === 'confirm')
    return <ConfirmBar message={overlay.request.message} keymap={confirmKeymap} width={width} />;
  if (overlay?.kind === 'prompt')
    return (
      <PromptBar
        label={overlay.request.label}
        hint={overlay.request.hint}
        line={overlay.line}
        keymap={promptKeymap}
        width={width}
        note={notice?.text}
      />
    );
  if (overlay?.kind === 'help') return <Footer scope={[helpKeymap]} width={width} note={notice} />;
  if (overlay?.kind === 'palette') return <Footer scope={[paletteKeymap]} width={width} note={notice} />;
  return <ScreenFooter slot={props.slot} keymap={props.keymap} global={props.global} width={width} notice={notice} />;
}

/** The help or the palette over the screen, when one is open. */
function OverlayBody(props: {
  overlay: Overlay | null;
  title: string;
  slot: KeySlot;
  keymap: CommandTable;
  global: CommandTable;
  paletteActions: readonly PaletteAction[];
  width: number;
  height: number;
}) {
  const { overlay, width, height } = props;
  const paletteCommands = useMemo(() => props.paletteActions.map((a) => a.command), [props.paletteActions]);
  const paletteMatches = useMemo(
    () => (overlay?.kind === 'palette' ? matchPalette(paletteCommands, overlay.line.value) : []),
    [overlay, paletteCommands],
  );
  if (overlay?.kind === 'help') {
    // Asked when drawn, with every reason (the help opens with a key, so the shell draws then).
    const keys = props.slot.ask();
    const sections = [
      { title: props.title, table: keys?.commands ?? props.keymap },
      { title: 'Everywhere', table: keys?.onText ? [] : props.global },
    ];
    return (
      <HelpOverlay
        lines={helpLines(sections)}
        keymap={helpKeymap}
        scroll={overlay.scroll}
        width={width}
        height={height}
      />
    );
  }
  if (overlay?.kind !== 'palette') return null;
  return (
    <PaletteOverlay
      line={overlay.line}
      matches={paletteMatches}
      selected={Math.min(overlay.selected, Math.max(0, paletteMatches.length - 1))}
      message={overlay.message}
      keymap={paletteKeymap}
      width={width}
      height={height}
    />
  );
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return sanitizeLine(baseUrl);
  }
}

/** The header: the screen's title, the account and host, the badges, the rate limit. */
function FrameHeader(
  props: Pick<ShellFrameProps, 'client' | 'demo' | 'readOnly' | 'responses'> & { title: string; width: number },
) {
  const { client } = props;
  const account = useResource(ACCOUNT_KEY, (signal) => client.getAccount(undefined, { signal }));
  const remaining = useRateLimitRemaining(client);
  const retryAt = useServerRetryAt(props.responses);
  const accountName = account.data?.name ? sanitizeLine(account.data.name) : sanitizeLine(client.accountId);
  return (
    <Header
      width={props.width}
      screenTitle={props.title}
      account={accountName}
      host={hostOf(client.baseUrl)}
      demo={props.demo}
      readOnly={props.readOnly}
      remaining={remaining}
      retryAt={retryAt}
    />
  );
}

export function ShellFrame(props: ShellFrameProps) {
  const { route: current, screen, overlay, geometry } = props;
  // The footer does not offer Esc where it has nowhere to go (the help still lists it).
  const global = useMemo(
    () => (props.atTop ? props.global.filter((c) => c.id !== 'back') : props.global),
    [props.atTop, props.global],
  );
  const { width, bodyHeight, frameRows, errorLines, errorNotice } = geometry;
  const title = screen?.title ?? current.name;
  // Before the screen answers, its table as declared (remapped), with no handlers.
  const keymap = useKeymaps().of(screen?.keymap ?? NO_KEYS);
  const ScreenComponent = screen?.component;
  const hidden = overlay?.kind === 'help' || overlay?.kind === 'palette';
  return (
    <Box flexDirection="column" width={width} height={frameRows} overflow="hidden">
      <FrameHeader {...props} title={title} width={width} />
      <Box flexDirection="column" width={width} height={bodyHeight} overflow="hidden">
        <OverlayBody {...props} title={title} keymap={keymap} global={global} width={width} height={bodyHeight} />
        <Box display={hidden ? 'none' : 'flex'} flexDirection="column" width={width} height={bodyHeight}>
          {ScreenComponent ? (
            <ScreenComponent key={routeKey(current)} route={current} width={width} height={bodyHeight} />
          ) : (
            <Styled token="text.error">{`No screen named "${sanitizeLine(current.name)}".`}</Styled>
          )}
        </Box>
      </Box>
      {errorNotice ? (
        <Box width={width} height={errorLines} overflow="hidden">
          <Styled token="text.error" wrap="wrap">
            {errorNotice}
          </Styled>
        </Box>
      ) : null}
      <FrameFooter {...props} keymap={keymap} global={global} width={width} />
    </Box>
  );
}
