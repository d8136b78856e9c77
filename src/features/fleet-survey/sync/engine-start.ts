import type { FleetSurveyDb } from '../data/db';
import { browserConnectivity } from './connectivity';
import { kyTransport } from './ky-transport';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from './sync-engine';
import type { Transport } from './transport';

/**
 * The sync engine on the app's ky client and the browser's connectivity. Loaded by
 * startFieldSync while the database opens, not with the field screens: the screens read and
 * write the device's data without it, and only sending needs the engine (its planner, sends,
 * conflict and retry handling: about 5 KiB gzipped a screen need not wait for).
 */
export function createBrowserSyncEngine(
  db: FleetSurveyDb,
  options: { transport?: Transport } & Pick<SyncEngineOptions, 'onChange' | 'onWaitingForNetwork' | 'onReachability'>,
): SyncEngine {
  return createSyncEngine({
    db,
    transport: options.transport ?? kyTransport(),
    connectivity: browserConnectivity(),
    onChange: options.onChange,
    onWaitingForNetwork: options.onWaitingForNetwork,
    onReachability: options.onReachability,
  });
}
