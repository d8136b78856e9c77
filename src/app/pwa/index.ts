export { requestBackgroundReplay } from './background-replay';
export { applyUpdate, dismissUpdate, registerServiceWorker } from './register';
export { UpdatePrompt } from './update-prompt';
