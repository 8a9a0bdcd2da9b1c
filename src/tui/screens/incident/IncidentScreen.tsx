// Screen 4: post a status-page incident update. First pick the incident (or type its ID), then
// fill in the form; Esc comes back to the list.
import { useRef, useState } from 'react';
import type { Incident } from '../../../client/schemas/index.js';
import type { ScreenProps } from '../types.js';
import { IncidentForm } from './IncidentForm.js';
import { IncidentPicker } from './IncidentPicker.js';

type Stage = { kind: 'pick' } | { kind: 'form'; incident?: Incident; serial: number };

export function IncidentScreen({ width, height }: ScreenProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'pick' });
  // Each form opened is a new form (fresh state), even for the same incident.
  const opened = useRef(0);
  if (stage.kind === 'form') {
    return (
      <IncidentForm
        key={stage.serial}
        incident={stage.incident}
        width={width}
        height={height}
        onLeave={() => setStage({ kind: 'pick' })}
      />
    );
  }
  return (
    <IncidentPicker
      width={width}
      height={height}
      onPick={(incident) => setStage({ kind: 'form', incident, serial: ++opened.current })}
      onTypeId={() => setStage({ kind: 'form', serial: ++opened.current })}
    />
  );
}
