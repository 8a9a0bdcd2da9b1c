// The triage record (the global record key): what was opened and done in this profile over the
// last 7 days, newest at the bottom, each write with its plain command; `y` copies it all as
// Markdown for the incident document or the postmortem.
import { useMemo, useState } from 'react';
import { recordLines, recordMarkdown } from '../../../format/record.js';
import { DocumentView } from '../../components/DocumentView.js';
import { useTriageRecord } from '../../state/record.js';
import { useShell } from '../../state/shell.js';
import type { ScreenProps } from '../types.js';
import { recordKeymap } from './keymap.js';

export function RecordScreen({ width, height }: ScreenProps) {
  const record = useTriageRecord();
  const shell = useShell();
  const [serial, setSerial] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `serial` reads the file again.
  const entries = useMemo(() => record.read(), [record, serial]);
  const lines = useMemo(() => {
    const text = recordLines(entries);
    return (text.length > 0 ? text : ['Nothing recorded yet: what you open and do is kept here for 7 days.']).map(
      (line) => ({ text: line, ...(line.startsWith('    $ ') ? { token: 'text.muted' as const } : {}) }),
    );
  }, [entries]);
  return (
    <DocumentView<'copy-md'>
      stateKey="record"
      title={`Triage record  ${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}, times in UTC`}
      lines={lines}
      loading={false}
      error={undefined}
      reload={() => setSerial((n) => n + 1)}
      keymap={recordKeymap}
      extraCommands={() => ({
        'copy-md':
          entries.length > 0
            ? () => shell.copy(recordMarkdown(entries), 'the record as Markdown')
            : { unavailable: 'Nothing recorded yet.' },
      })}
      width={width}
      height={height}
    />
  );
}
