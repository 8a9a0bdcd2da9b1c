// Copy with OSC 52: the terminal (local, or at the far end of SSH, or tmux with set-clipboard)
// puts the text on the clipboard. Nothing visible is written.

export function osc52(text: string): string {
  return `\u001b]52;c;${Buffer.from(text, 'utf8').toString('base64')}\u0007`;
}
