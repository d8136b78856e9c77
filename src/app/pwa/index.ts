export { answerReplayRequest, requestBackgroundReplay } from './background-replay';
export { applyUpdate, dismissUpdate, registerServiceWorker } from './register';
export { setFormDirty, unsavedWorkCount, useUnsavedWork } from './unsaved-work';
export { UpdatePrompt } from './update-prompt';
