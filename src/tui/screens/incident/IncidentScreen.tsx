// Screen 4: post a status-page incident update. First pick the incident (or type its ID), then
// fill in the form; Esc comes back to the list.
import { useState } from 'react';
import type { Incident } from '../../../client/schemas/index.js';
import type { ScreenProps } from '../types.js';
import { IncidentForm } from './IncidentForm.js';
import { IncidentPicker } from './IncidentPicker.js';

type Stage = { kind: 'pick' } | { kind: 'form'; incident?: Incident; known: readonly Incident[]; serial: number };

export function IncidentScreen({ width, height }: ScreenProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'pick' });
  if (stage.kind === 'form') {
    return (
      <IncidentForm
        key={stage.serial}
        {...(stage.incident ? { incident: stage.incident } : {})}
        known={stage.known}
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
      onPick={(incident, known) => setStage({ kind: 'form', incident, known, serial: Date.now() })}
      onTypeId={(known) => setStage({ kind: 'form', known, serial: Date.now() })}
    />
  );
}
