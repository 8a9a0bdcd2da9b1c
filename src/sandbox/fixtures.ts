// Well-known identifiers in every generated data set, for tests and demos. They exist for every
// seed and size (sizes are clamped to at least MIN_CHECKS checks, MIN_GROUPS groups and
// MIN_SESSIONS sessions so they can).

export const MIN_CHECKS = 40;
export const MIN_GROUPS = 6;
export const MIN_SESSIONS = 10;

export interface SandboxFixtures {
  /** A check whose name holds `\u001b[2J`, `\u001b]0;...\u0007` and other control sequences; its tags hold one too. */
  escapeCheckId: string;
  /** A check with a wide-character (CJK/emoji/RTL) name. */
  unicodeCheckId: string;
  /** A check with a name of several hundred characters. */
  longNameCheckId: string;
  /** A check with `activated: false`. */
  pausedCheckId: string;
  /** A check whose status has `hasFailures: true`. */
  failingCheckId: string;
  /** Group at `EVERY_10S` that holds a BROWSER check (service.md rule 4) plus sub-minute API checks. */
  highFrequencyGroupId: number;
  /** The browser check inside the high-frequency group. */
  highFrequencyBrowserCheckId: string;
  /** Group with `alertEscalationPolicy: 'global'` (rule 1). */
  globalPolicyGroupId: number;
  /** Group with an escalation policy object (rule 2). */
  specificPolicyGroupId: number;
  /** Group with alert channels but no escalation policy (rule 3). */
  noPolicyGroupId: number;
  /** Group with `activated: false`. */
  pausedGroupId: number;
  /** Sessions RUNNING at start; each finishes within `runningSessionMs` (the first one last), one of them as FAILED. */
  runningSessionIds: string[];
  /** A FAILED session with 3 failed results that carry error groups (errorGroupId among them). */
  failedSessionId: string;
  /** A failed result of failedSessionId. */
  failedResultId: string;
  /** A session with 500 results. */
  bigSessionId: string;
  /** The result of bigSessionId whose jobLog has 10,000 lines. */
  bigLogResultId: string;
  /** An error group seen by failedSessionId, bigSessionId and many other sessions. */
  errorGroupId: string;
  /** An open incident (lastUpdateStatus INVESTIGATING, one update). */
  incidentId: string;
  /** A RESOLVED incident with four updates. */
  resolvedIncidentId: string;
  /** The user behind the demo API key (an OWNER: cannot remove themselves). */
  ownerUserId: string;
  /** The other OWNER. */
  otherOwnerUserId: string;
  /** A READ_WRITE member that may be removed. */
  removableUserId: string;
  /** The user behind the read-only key (a READ_ONLY member). */
  readOnlyUserId: string;
  /** A project id used by sessions and error groups. */
  projectId: string;
}
