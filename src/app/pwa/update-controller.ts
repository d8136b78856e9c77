import { decideReload, type ReloadDecision, type UpdatePhase } from './update-state';

/** The part of workbox-window's Workbox the controller uses; tests pass a fake. */
export interface UpdateSource {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
}

export interface UpdateControllerDeps {
  wb: UpdateSource;
  /** Whether a worker controlled the page when it loaded. */
  initiallyControlled: boolean;
  unsavedCount: () => number;
  onReadyChange: (ready: boolean) => void;
  reload: () => void;
}

export interface UpdateController {
  /** "Reload" in the prompt; returns what happened so the prompt can show it. */
  apply(): ReloadDecision;
  /** "Later": the waiting worker activates by itself once every tab of the portal is closed. */
  dismiss(): void;
  phase(): UpdatePhase;
}

export function createUpdateController({ wb, initiallyControlled, unsavedCount, onReadyChange, reload }: UpdateControllerDeps): UpdateController {
  let phase: UpdatePhase = 'current';
  let controlled = initiallyControlled;

  wb.addEventListener('waiting', () => {
    if (phase === 'applying') return;
    phase = 'waiting';
    onReadyChange(true);
  });

  wb.addEventListener('controlling', () => {
    if (phase === 'applying') {
      reload();
      return;
    }
    // The first install claiming a fresh page runs that page's own build: nothing to offer.
    // Any later change means another tab applied an update under this page's feet.
    if (controlled) {
      phase = 'taken-over';
      onReadyChange(true);
    }
    controlled = true;
  });

  return {
    apply() {
      const decision = decideReload(phase, unsavedCount());
      if (decision === 'skip-waiting') {
        phase = 'applying';
        wb.messageSkipWaiting();
      } else if (decision === 'reload') {
        reload();
      }
      return decision;
    },
    dismiss() {
      onReadyChange(false);
    },
    phase: () => phase,
  };
}
