export { api } from '../../../lib/api-client';
export { store } from '../../../lib/store';
export { connectionAtom, noteReachability } from '../../../lib/connection';
export { answerReplayRequest, REPLAY_OUTBOX_MESSAGE } from '../../../../sw/protocol';
export { fieldStoreOpenAtom } from '../../../lib/field-store';
