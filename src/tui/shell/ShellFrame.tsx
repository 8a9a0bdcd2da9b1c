// What the shell draws: header, the screen (kept mounted under help and the palette, so its data
// and requests survive), an error notice, and the footer or the question/prompt bar.
import { useMemo, type ReactNode } from 'react';
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
import { useShownTable, type ShownTableStore } from './shownTable.js';
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
  status: string | undefined;
  /** The screen's active table as registered (its mode's keys, what is unavailable for the run). */
  tableStore: ShownTableStore;
  /** The screen's table as it is now, with every reason (for the help, drawn when it opens). */
  currentTable: () => CommandTable | undefined;
  geometry: FrameGeometry;
}

/** The footer of a screen: its table as registered (its mode's), then the shell's keys unless it takes text. */
function ScreenFooter(props: {
  store: ShownTableStore;
  keymap: CommandTable;
  global: CommandTable;
  width: number;
  note: FooterProps['note'];
}) {
  const shown = useShownTable(props.store);
  const scope = [shown?.table ?? props.keymap, shown?.text ? [] : props.global];
  return <Footer scope={scope} width={props.width} note={props.note} />;
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return sanitizeLine(baseUrl);
  }
}

export function ShellFrame(props: ShellFrameProps) {
  const { client, route: current, screen, overlay, notice, status, geometry } = props;
  // The footer does not offer Esc where it has nowhere to go (the help still lists it).
  const global = useMemo(
    () => (props.atTop ? props.global.filter((c) => c.id !== 'back') : props.global),
    [props.atTop, props.global],
  );
  const { width, bodyHeight, frameRows, errorLines, errorNotice } = geometry;
  const account = useResource(ACCOUNT_KEY, (signal) => client.getAccount(undefined, { signal }));
  const remaining = useRateLimitRemaining(client);
  const retryAt = useServerRetryAt(props.responses);
  // Read when drawn (the help opens with a key, so the shell draws then); the footer subscribes.
  const shown = props.tableStore.get();
  const table = shown?.table ?? screen?.keymap ?? [];
  const shellKeys = shown?.text ? [] : global;
  const paletteCommands = useMemo(() => props.paletteActions.map((a) => a.command), [props.paletteActions]);
  const paletteMatches = useMemo(
    () => (overlay?.kind === 'palette' ? matchPalette(paletteCommands, overlay.line.value) : []),
    [overlay, paletteCommands],
  );

  const title = screen?.title ?? current.name;
  const accountName = account.data?.name ? sanitizeLine(account.data.name) : sanitizeLine(client.accountId);
  const ScreenComponent = screen?.component;
  const hidden = overlay?.kind === 'help' || overlay?.kind === 'palette';

  let footer: ReactNode;
  if (overlay?.kind === 'confirm')
    footer = <ConfirmBar message={overlay.request.message} keymap={confirmKeymap} width={width} />;
  else if (overlay?.kind === 'prompt')
    footer = (
      <PromptBar
        label={overlay.request.label}
        hint={overlay.request.hint}
        line={overlay.line}
        keymap={promptKeymap}
        width={width}
      />
    );
  else {
    const note =
      notice && notice.tone !== 'error' ? notice : status ? { text: status, tone: 'info' as const } : undefined;
    const fixed = overlay?.kind === 'help' ? helpKeymap : overlay?.kind === 'palette' ? paletteKeymap : undefined;
    footer = fixed ? (
      <Footer scope={[fixed]} width={width} note={note} />
    ) : (
      <ScreenFooter store={props.tableStore} keymap={screen?.keymap ?? []} global={global} width={width} note={note} />
    );
  }

  return (
    <Box flexDirection="column" width={width} height={frameRows} overflow="hidden">
      <Header
        width={width}
        screenTitle={title}
        account={accountName}
        host={hostOf(client.baseUrl)}
        demo={props.demo}
        readOnly={props.readOnly}
        remaining={remaining}
        retryAt={retryAt}
      />
      <Box flexDirection="column" width={width} height={bodyHeight} overflow="hidden">
        {overlay?.kind === 'help' ? (
          <HelpOverlay
            lines={helpLines([
              { title, table: props.currentTable() ?? table },
              { title: 'Everywhere', table: shellKeys },
            ])}
            keymap={helpKeymap}
            scroll={overlay.scroll}
            width={width}
            height={bodyHeight}
          />
        ) : null}
        {overlay?.kind === 'palette' ? (
          <PaletteOverlay
            line={overlay.line}
            matches={paletteMatches}
            selected={Math.min(overlay.selected, Math.max(0, paletteMatches.length - 1))}
            message={overlay.message}
            keymap={paletteKeymap}
            width={width}
            height={bodyHeight}
          />
        ) : null}
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
      {footer}
    </Box>
  );
}
