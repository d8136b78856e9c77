import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ConfiguratorStructure, SpecInput, SpecRowView } from '../../../../contract/manage-specs';
import { NumericInput } from '../../../components/inputs/numeric-input';
import { Button } from '../../../components/ui/button';
import { PRESSURE } from '../../../lib/units';
import { SpecCallError } from '../api';
import { useSpecMessages } from './spec-messages';

/** The decimals the server answers each pressure unit in. */
const PRESSURE_DECIMALS = { psi: 1, bar: 2, kPa: 0 } as const;

type Draft = { [K in keyof SpecInput]: SpecInput[K] | null } & { key: number };

let nextKey = 1;
const draftOf = (row: SpecRowView): Draft => ({
  key: nextKey++,
  position_class: row.position_class,
  tire_size_id: row.tire_size_id,
  target_pressure: row.target_pressure,
  max_pressure: row.max_pressure,
  warn_tread_depth: row.warn_tread_depth,
  min_tread_depth: row.min_tread_depth,
});

const MEASURES = ['target_pressure', 'max_pressure', 'warn_tread_depth', 'min_tread_depth'] as const;

export interface RuleEditorProps {
  /** Names the table and its fields, e.g. "Common specs" or a location. */
  title: string;
  rows: SpecRowView[];
  structure: ConfiguratorStructure;
  canEdit: boolean;
  /** Saves the whole set; rejects with SpecCallError naming specs.N.field. */
  onSave: (specs: SpecInput[]) => Promise<unknown>;
  saveLabel: string;
  /** Whether an empty set may be saved (a location returns to the common specs). */
  allowEmpty: boolean;
}

/** The rules of one set as a table of fields, one row per position class and size, with their errors. */
export function RuleEditor({ title, saveLabel, rows, structure, canEdit, onSave, allowEmpty }: RuleEditorProps) {
  const { t } = useLingui();
  const message = useSpecMessages();
  const [drafts, setDrafts] = useState<Draft[]>(() => rows.map(draftOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const pressure = structure.pressure_format === 'bar' ? t`bar` : structure.pressure_format === 'kPa' ? 'kPa' : t`psi`;
  const tread = structure.tread_depth_format === 'mm' ? t`mm` : t`32nds in`;
  const classNames: Record<string, string> = { steer: t`Steer`, drive: t`Drive`, trail: t`Trailer` };
  const labels: Record<(typeof MEASURES)[number], string> = {
    target_pressure: t`Target pressure`,
    max_pressure: t`Maximum pressure`,
    warn_tread_depth: t`Warning tread depth`,
    min_tread_depth: t`Minimum tread depth`,
  };
  const update = (index: number, next: Partial<Draft>) => {
    setDrafts((current) => current.map((draft, i) => (i === index ? { ...draft, ...next } : draft)));
    setStatus(null);
  };

  async function save() {
    const found: Record<string, string> = {};
    drafts.forEach((draft, index) => {
      for (const key of MEASURES) if (draft[key] === null) found[`specs.${index}.${key}`] = t`Enter a value.`;
    });
    if (!allowEmpty && drafts.length === 0) found.specs = t`Keep at least one rule.`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSave(drafts.map(({ key: _key, ...draft }) => draft as SpecInput));
      setStatus(t`Saved. Reports count exceptions with these specs from now on.`);
    } catch (error) {
      if (error instanceof SpecCallError && Object.keys(error.fields).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [field, message(text)])));
      } else setStatus(error instanceof Error ? message(error.message) : t`The specs could not be saved.`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="specs-editor">
      <table className="specs-table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Position</Trans>
            </th>
            <th scope="col">
              <Trans>Tire size</Trans>
            </th>
            {MEASURES.map((key) => (
              <th scope="col" key={key}>
                {labels[key]} ({key.endsWith('pressure') ? pressure : tread})
              </th>
            ))}
            {canEdit ? (
              <th scope="col">
                <span className="visually-hidden">
                  <Trans>Remove</Trans>
                </span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {drafts.map((draft, index) => {
            const name = `${classNames[draft.position_class ?? 'steer']} · ${structure.tire_sizes.find((size) => size.id === draft.tire_size_id)?.size ?? t`All sizes`}`;
            const error = (field: string) => errors[`specs.${index}.${field}`] ?? null;
            return (
              <tr key={draft.key}>
                <td>
                  <select className="field-input" aria-label={t`Position of rule ${index + 1}`} value={draft.position_class ?? 'steer'} disabled={!canEdit} onChange={(event) => update(index, { position_class: event.target.value as SpecInput['position_class'] })}>
                    {structure.position_classes.map((cls) => (
                      <option key={cls} value={cls}>
                        {classNames[cls]}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <select
                    className="field-input"
                    aria-label={t`Tire size of rule ${index + 1}`}
                    aria-invalid={error('tire_size_id') ? true : undefined}
                    value={draft.tire_size_id ?? ''}
                    disabled={!canEdit}
                    onChange={(event) => update(index, { tire_size_id: event.target.value ? Number(event.target.value) : null })}
                  >
                    <option value="">{t`All sizes`}</option>
                    {structure.tire_sizes.map((size) => (
                      <option key={size.id} value={size.id}>
                        {size.size}
                      </option>
                    ))}
                  </select>
                  {error('tire_size_id') ? <p className="field-error">{error('tire_size_id')}</p> : null}
                </td>
                {MEASURES.map((key) => (
                  <td key={key}>
                    <NumericInput
                      className="specs-number"
                      label={<span className="visually-hidden">{`${labels[key]} · ${name}`}</span>}
                      unit={key.endsWith('pressure') ? pressure : tread}
                      value={draft[key]}
                      min={0}
                      max={key.endsWith('pressure') ? (PRESSURE[structure.pressure_format].max ?? 200) : 200}
                      decimals={key.endsWith('pressure') ? PRESSURE_DECIMALS[structure.pressure_format] : 1}
                      isReadOnly={!canEdit}
                      errorMessage={error(key)}
                      onChange={(value) => update(index, { [key]: value })}
                    />
                  </td>
                ))}
                {canEdit ? (
                  <td>
                    <Button variant="secondary" aria-label={t`Remove rule ${name}`} onPress={() => setDrafts((current) => current.filter((_, i) => i !== index))}>
                      <Trans>Remove</Trans>
                    </Button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      {errors.specs ? <p className="field-error">{errors.specs}</p> : null}
      {canEdit ? (
        <div className="specs-actions">
          <Button
            variant="secondary"
            onPress={() => setDrafts((current) => [...current, { key: nextKey++, position_class: 'steer', tire_size_id: null, target_pressure: null, max_pressure: null, warn_tread_depth: null, min_tread_depth: null }])}
          >
            <Trans>Add rule</Trans>
          </Button>
          <Button isDisabled={saving} onPress={() => void save()}>
            {saveLabel}
          </Button>
        </div>
      ) : null}
      <p className="specs-status" role="status">
        {status}
      </p>
    </div>
  );
}
