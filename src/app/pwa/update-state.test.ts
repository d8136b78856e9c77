import { describe, expect, it } from 'vitest';
import { decideReload, updatePromptView } from './update-state';

describe('decideReload', () => {
  it('never reloads while a form holds unsaved work', () => {
    expect(decideReload('waiting', 1)).toBe('blocked');
    expect(decideReload('taken-over', 3)).toBe('blocked');
  });

  it('asks the waiting worker to take over when nothing is unsaved', () => {
    expect(decideReload('waiting', 0)).toBe('skip-waiting');
  });

  it('only reloads when another tab already activated the new version', () => {
    expect(decideReload('taken-over', 0)).toBe('reload');
  });

  it('does nothing without an update or while one is being applied', () => {
    expect(decideReload('current', 0)).toBe('none');
    expect(decideReload('applying', 0)).toBe('none');
  });
});

describe('updatePromptView', () => {
  it('is hidden until an update is ready', () => {
    expect(updatePromptView({ ready: false, unsavedCount: 0, applying: false }).visible).toBe(false);
  });

  it('offers Reload when nothing is unsaved', () => {
    expect(updatePromptView({ ready: true, unsavedCount: 0, applying: false })).toEqual({ visible: true, canReload: true, message: 'ready' });
  });

  it('disables Reload and asks to save first while work is unsaved', () => {
    expect(updatePromptView({ ready: true, unsavedCount: 2, applying: false })).toEqual({ visible: true, canReload: false, message: 'save-first' });
  });

  it('shows progress once Reload was chosen', () => {
    expect(updatePromptView({ ready: true, unsavedCount: 0, applying: true })).toEqual({ visible: true, canReload: false, message: 'applying' });
  });
});
