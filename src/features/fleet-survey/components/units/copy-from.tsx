import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useReferenceName } from '../../../../lib/reference-names';
import { fetchUnitDetail, type CreateUnitOptions } from '../../api/units';
import type { UnitRecord } from '../../data/types';
import { useOnline } from '../../state';
import { SelectField, type Option } from '../shared/form-fields';

const KINDS = ['tractor', 'trailer', 'dolly', 'misc'] as const;

/**
 * "Copy the specification from": the newest unit of each kind the server suggests (with
 * signal) and this device's units of the chosen type (always), so a yard of identical
 * trailers is entered once.
 */
export function CopyFrom({
  options,
  localUnits,
  unitTypeId,
  onCopy,
}: {
  options: CreateUnitOptions | undefined;
  localUnits: UnitRecord[];
  unitTypeId: number | null;
  onCopy: (source: Record<string, unknown>) => void;
}) {
  const { t } = useLingui();
  const name = useReferenceName();
  const online = useOnline();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const localByServerId = new Map(localUnits.filter((u) => u.serverId !== null).map((u) => [Number(u.serverId), u]));
  const serverOptions: Option[] = online && options
    ? KINDS.flatMap((kind) => {
        const option = options[kind];
        if (!option || (unitTypeId !== null && option.type !== unitTypeId)) return [];
        const typeName = name(option.type_name);
        return [{ value: `server:${option.id}`, label: t`Newest ${typeName}: ${option.unit_number}${option.axle_configuration ? ` · ${name(option.axle_configuration)}` : ''}` }];
      })
    : [];
  const suggested = new Set(serverOptions.map((o) => o.value.slice('server:'.length)));
  const localOptions: Option[] = localUnits
    .filter((u) => unitTypeId === null || u.data.type === unitTypeId)
    .filter((u) => u.serverId === null || !suggested.has(String(u.serverId)))
    .map((u) => ({ value: `local:${u.localId}`, label: u.data.unit_number }));
  const all = [...serverOptions, ...localOptions];

  const apply = async (value: string) => {
    setChoice(value);
    setError(null);
    if (!value) return;
    if (value.startsWith('local:')) {
      const unit = localUnits.find((u) => u.localId === value.slice('local:'.length));
      if (unit) onCopy(unit.data);
      return;
    }
    const id = Number(value.slice('server:'.length));
    const cached = localByServerId.get(id);
    if (cached) return onCopy(cached.data);
    setBusy(true);
    try {
      onCopy((await fetchUnitDetail(id)) as unknown as Record<string, unknown>);
    } catch {
      setError(t`That unit could not be read. Pick another one or fill the fields in.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SelectField
      label={<Trans>Copy specification from</Trans>}
      value={choice}
      onChange={(v) => void apply(v)}
      options={all}
      placeholder={all.length === 0 ? t`No unit of this type to copy from` : t`Choose a unit…`}
      isDisabled={busy || all.length === 0}
      description={<Trans>Type, axles, make and components are copied; number, VIN and plate are not.</Trans>}
      error={error}
    />
  );
}
