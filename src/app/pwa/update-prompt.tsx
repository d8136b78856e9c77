import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { unsavedFormsAtom, updateReadyAtom } from '../../lib/store';
import { applyUpdate, dismissUpdate } from './register';
import { updatePromptView } from './update-state';
import './update-prompt.css';

/**
 * Bottom toast offering a new version. The live region stays mounted so screen readers
 * announce the text when it appears; Reload stays disabled while any form has unsaved edits.
 */
export function UpdatePrompt() {
  const ready = useAtomValue(updateReadyAtom);
  const unsaved = useAtomValue(unsavedFormsAtom);
  const [applying, setApplying] = useState(false);
  const view = updatePromptView({ ready, unsavedCount: unsaved.size, applying });

  const reload = () => {
    if (applyUpdate() === 'skip-waiting') setApplying(true);
  };

  return (
    <div className="update-prompt" role="status" aria-live="polite" data-testid="update-prompt">
      {view.visible && (
        <div className="update-prompt-card">
          <p className="update-prompt-text">
            {view.message === 'ready' && <Trans>A new version of the portal is ready.</Trans>}
            {view.message === 'save-first' && <Trans>A new version of the portal is ready. Save your work first, then reload.</Trans>}
            {view.message === 'applying' && <Trans>Updating the portal…</Trans>}
          </p>
          {!applying && (
            <div className="update-prompt-actions">
              {/* Plain buttons with the shared look: the prompt is part of every page, so it carries no press library. */}
              <button type="button" className="button button-primary" onClick={reload} disabled={!view.canReload}>
                <Trans>Reload</Trans>
              </button>
              <button type="button" className="button button-secondary" onClick={dismissUpdate}>
                <Trans>Later</Trans>
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
