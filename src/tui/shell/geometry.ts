// The shell's lines: header, the screen's body, an error notice (up to three lines), the footer.
import { displayWidth } from '../../format/width.js';

export interface FrameGeometry {
  width: number;
  /** Lines of the whole frame. */
  frameRows: number;
  bodyHeight: number;
  errorLines: number;
  errorNotice: string | undefined;
}

export function frameGeometry(
  columns: number,
  rows: number,
  notice: { text: string; tone: string } | undefined,
): FrameGeometry {
  // Ink leaves the cursor on the line below the frame: one line short of the terminal, so the
  // frame never scrolls.
  const frameRows = Math.max(4, rows - 1);
  const width = Math.max(20, columns);
  const errorNotice = notice?.tone === 'error' ? notice.text : undefined;
  const errorLines = errorNotice ? Math.min(3, Math.ceil(displayWidth(errorNotice) / width)) : 0;
  const bodyHeight = Math.max(1, frameRows - 2 - errorLines);
  return { width, frameRows, bodyHeight, errorLines, errorNotice };
}
