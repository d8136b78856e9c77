import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { lazyDialog } from '../../../../components/ui/lazy-dialog';
import { urlIdOf, useLocalUnits } from '../../state';
import { unitWithVin } from '../../vin/vin';

// The camera view and the barcode reader load on the first press, not with the screen.
const VinScanDialog = lazyDialog(() => import('./vin-scan-dialog').then((module) => module.VinScanDialog), (props) => props.isOpen);

/**
 * "Scan VIN" where a location's units are found and added: a VIN the device knows at the
 * location opens that unit; an unknown one opens the new-unit form filled from the VIN.
 */
export function ScanVinButton({ locationId }: { locationId: number }) {
  const navigate = useNavigate();
  const units = useLocalUnits(locationId);
  const [open, setOpen] = useState(false);

  const found = (vin: string) => {
    setOpen(false);
    const unit = unitWithVin(units ?? [], vin);
    const params = { locationId: String(locationId) };
    void (unit
      ? navigate({ to: '/locations/$locationId/units/edit-{$unitId}', params: { ...params, unitId: urlIdOf(unit) } })
      : navigate({ to: '/locations/$locationId/units/add', params, search: { vin } }));
  };

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)} aria-haspopup="dialog">
        <Trans>Scan VIN</Trans>
      </Button>
      <VinScanDialog isOpen={open} onClose={() => setOpen(false)} onVin={found} />
    </>
  );
}
