/**
 * The update prompt's rules as pure functions: what it shows and what "Reload" does. A reload
 * while a form holds unsaved edits would lose a technician's readings, so it is never allowed.
 */

/**
 * current: nothing to apply. waiting: a new worker waits for consent. applying: skip-waiting was
 * sent, the reload follows when it takes control. taken-over: another tab applied the update,
 * this page still runs the previous build.
 */
export type UpdatePhase = 'current' | 'waiting' | 'applying' | 'taken-over';

export type ReloadDecision = 'blocked' | 'skip-waiting' | 'reload' | 'none';

export function decideReload(phase: UpdatePhase, unsavedCount: number): ReloadDecision {
  if (phase === 'current' || phase === 'applying') return 'none';
  if (unsavedCount > 0) return 'blocked';
  return phase === 'waiting' ? 'skip-waiting' : 'reload';
}

export type UpdateMessage = 'ready' | 'save-first' | 'applying';

export interface UpdatePromptView {
  visible: boolean;
  canReload: boolean;
  message: UpdateMessage;
}

export function updatePromptView(input: { ready: boolean; unsavedCount: number; applying: boolean }): UpdatePromptView {
  if (input.applying) return { visible: true, canReload: false, message: 'applying' };
  if (!input.ready) return { visible: false, canReload: false, message: 'ready' };
  if (input.unsavedCount > 0) return { visible: true, canReload: false, message: 'save-first' };
  return { visible: true, canReload: true, message: 'ready' };
}
