// Screen 4: status-page incidents. Pick one to post an update to it or to resolve it, type an ID,
// or open a new incident; each is a form with the review before `y`. Esc comes back to the list.
import { useRef, useState } from 'react';
import type { Incident } from '../../../client/schemas/index.js';
import type { ScreenProps } from '../types.js';
import { IncidentForm } from './IncidentForm.js';
import { IncidentPicker } from './IncidentPicker.js';
import { NewIncidentForm } from './NewIncidentForm.js';

type Stage =
  | { kind: 'pick' }
  | { kind: 'form'; incident?: Incident; resolve?: boolean; serial: number }
  | { kind: 'new'; serial: number };

export function IncidentScreen({ route, width, height }: ScreenProps) {
  // `open=new`: the new-incident form straight away (the global key that opens it from any screen).
  const [stage, setStage] = useState<Stage>(
    route.params.open === 'new' ? { kind: 'new', serial: 0 } : { kind: 'pick' },
  );
  // Each form opened is a new form (fresh state), even for the same incident.
  const opened = useRef(0);
  if (stage.kind === 'new') {
    return (
      <NewIncidentForm key={stage.serial} width={width} height={height} onLeave={() => setStage({ kind: 'pick' })} />
    );
  }
  if (stage.kind === 'form') {
    return (
      <IncidentForm
        key={stage.serial}
        incident={stage.incident}
        resolve={stage.resolve === true}
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
      onNew={() => setStage({ kind: 'new', serial: ++opened.current })}
      onResolve={(incident) => setStage({ kind: 'form', incident, resolve: true, serial: ++opened.current })}
    />
  );
}
