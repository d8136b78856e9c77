import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { lazyDialog } from '../../../../components/ui/lazy-dialog';
import { Tabs } from '../../../../components/ui/tabs';
import { useOnline } from '../../state';
import { FieldPage } from '../shared/field-page';
import { TextField } from '../shared/form-fields';
import { useDebounced } from '../shared/use-debounced';
import { OfflineLocations } from './offline-locations';
import { PreferredLocations } from './preferred-locations';
import { ServerLocations } from './server-locations';
import { usePickLocation } from './use-pick-location';

const AddLocationDialog = lazyDialog(() => import('./add-location-dialog').then((module) => module.AddLocationDialog), (props) => props.isOpen);

/** /locations: pick the fleet location to survey. */
export function LocationsPage() {
  const { t } = useLingui();
  const online = useOnline();
  const pick = usePickLocation();
  const [keywordText, setKeywordText] = useState('');
  const keyword = useDebounced(keywordText);
  const [adding, setAdding] = useState(false);

  return (
    <FieldPage
      title={t`Select location`}
      lead={<Trans>Pick the fleet location you are surveying. With signal, it is downloaded so you can keep working without it.</Trans>}
      actions={
        <Button variant="secondary" onPress={() => setAdding(true)} isDisabled={!online}>
          <Trans>Add location</Trans>
        </Button>
      }
    >
      <div className="fs-toolbar" role="search">
        <TextField label={<Trans>Search locations</Trans>} value={keywordText} onChange={setKeywordText} description={<Trans>Code, name, city or state</Trans>} />
      </div>
      {online ? (
        <Tabs
          className="fs-tabs"
          label={t`Location lists`}
          tabs={[
            { id: 'all', title: <Trans>All locations</Trans>, panel: <ServerLocations keyword={keyword} onPick={pick} /> },
            { id: 'preferred', title: <Trans>Preferred accounts</Trans>, panel: <PreferredLocations keyword={keyword} onPick={pick} /> },
          ]}
        />
      ) : (
        <OfflineLocations keyword={keyword} onPick={pick} />
      )}
      <AddLocationDialog isOpen={adding} onClose={() => setAdding(false)} onAdded={(id) => pick(id)} />
    </FieldPage>
  );
}
