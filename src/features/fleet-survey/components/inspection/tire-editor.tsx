import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { MAX_PRESSURE_PSI, MAX_TREAD_DEPTH_MM } from '../../../../../contract/fleet-survey/limits';
import { NumericInput } from '../../../../components/inputs/numeric-input';
import { Button } from '../../../../components/ui/button';
import { useUnsavedWork } from '../../../../lib/unsaved-work';
import { saveTireReadingLocally, type TireReadingRecord, type UnitInspectionRecord } from '../../data';
import { useFieldWrite } from '../../state';
import { useTireConditionName } from '../../../../lib/tire-condition-names';
import type { Units } from '../../../../lib/units';
import { ROLE_LABEL } from '../axle-diagram/labels';
import type { WheelSlot } from '../axle-diagram/layout';
import { ChipGroup } from '../shared/chip-group';
import { completionLimits, isCompleteValue } from './entry-completion';
import type { EntryPacer } from './entry-pacer';
import { EntryContext, type PreviousReading } from './entry-context';
import { detailsProblems, fieldMax, formChanged, formFromReading, readingToSave, type ReadingForm } from '../shared/reading-form';
import { SyncNote } from '../shared/sync-note';
import { TireDetailsFields } from '../shared/tire-details-fields';
import type { InspectionLookups } from '../shared/use-survey-data';
import { useNarrow } from './use-narrow';
import { useWriteError } from '../shared/write-error';

export interface TireEditorProps {
  wheel: WheelSlot;
  reading: TireReadingRecord | null;
  inspection: UnitInspectionRecord;
  lookups: InspectionLookups;
  units: Units;
  readOnly: boolean;
  hasNext: boolean;
  onSaved: (wheel: WheelSlot) => void;
  onNext: () => void;
  /** Shared by the positions of one walk, so a gauge's Enter after a move is never taken twice. */
  pacer: EntryPacer;
  /** The position's target pressure from the location's spec, in the user's unit; null without a spec. */
  targetPressure: string | null;
  /** The position before in walking order and what it holds, shown while this one is read. */
  previous: PreviousReading | null;
  /** The unit the position belongs to, shown beside it: in a coupled walk it runs on from one unit to the next. */
  unitNumber?: string;
  /** Photos and replacement, which need the position's record. */
  children?: ReactNode;
  /** "Take photo", shown in the tablet's panel while wear, details and photos are folded away. */
  quickPhoto?: ReactNode;
}

/** Ids of the two reading fields, so Enter can move between them and the e2e tests can find them. */
export const PRESSURE_FIELD_ID = 'tire-pressure';
export const TREAD_FIELD_ID = 'tire-tread';
const inputOf = (id: string) => document.getElementById(`${id}-input`) as HTMLInputElement | null;

/**
 * One position's reading. Pressure is focused first; a complete value (or Enter) there moves to
 * the tread; a complete tread (or Enter) saves on the device and moves to the next position, so
 * a reading is two numbers and no Enter (entry-pacer.ts has the gauge's keystroke bursts).
 * Mounted once per position (keyed by the page), so a new position starts clean.
 */
export function TireEditor({ wheel, reading, inspection, lookups, units, readOnly, hasNext, onSaved, onNext, pacer, targetPressure, previous, unitNumber, children, quickPhoto }: TireEditorProps) {
  const { t, i18n } = useLingui();
  const conditionName = useTireConditionName();
  const write = useFieldWrite();
  const [initial, setInitial] = useState<ReadingForm>(() => formFromReading(reading?.data, units));
  const [form, setForm] = useState<ReadingForm>(initial);
  const [seen, setSeen] = useState(reading?.data);
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});
  const [saving, setSaving] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  // In the bottom sheet only the two readings show at first, so the diagram stays in view.
  const narrow = useNarrow();
  const [showMore, setShowMore] = useState(false);
  const more = !narrow || showMore;
  const { error, report, clear } = useWriteError();
  const dirty = formChanged(initial, form);
  // The position's record changed under the editor (saved, replaced, undone, refreshed from the
  // server): show it, unless the technician is in the middle of typing over it.
  if (reading?.data !== seen) {
    setSeen(reading?.data);
    if (!dirty) {
      const next = formFromReading(reading?.data, units);
      setInitial(next);
      setForm(next);
    }
  }
  useUnsavedWork(`tire-editor-${inspection.localId}-${wheel.key}`, dirty);
  const headingId = useId();

  useEffect(() => {
    if (readOnly) return;
    const input = inputOf(PRESSURE_FIELD_ID);
    // Focus without scrolling the page: the bottom sheet is already in view on a tablet.
    input?.focus({ preventScroll: true });
    input?.select();
  }, [readOnly]);

  // A pending move belongs to this position's fields.
  useEffect(() => () => pacer.cancel(), [pacer]);

  const markInvalid = (field: string, bad: boolean) => setInvalid((all) => (all[field] === bad ? all : { ...all, [field]: bad }));
  const blocked = Object.values(invalid).some(Boolean) || detailsProblems(form.details).length > 0;

  const save = async () => {
    if (readOnly || saving) return;
    if (blocked) {
      report(t`Fix the marked fields first.`);
      return;
    }
    if (!dirty) {
      onSaved(wheel);
      return;
    }
    setSaving(true);
    clear();
    try {
      const data = readingToSave(wheel, initial, form, units);
      await write((db) => saveTireReadingLocally(db, { localId: reading?.localId, inspectionLocalId: inspection.localId, data }));
      setInitial(form);
      setSaving(false);
      onSaved(wheel);
    } catch (failure) {
      report(failure);
      setSaving(false);
    }
  };

  // The settle timer runs after the keystroke's render: it must save the form as it now stands.
  const saveRef = useRef(save);
  useLayoutEffect(() => {
    saveRef.current = save;
  });
  const focusTread = () => {
    inputOf(TREAD_FIELD_ID)?.focus({ preventScroll: true });
    inputOf(TREAD_FIELD_ID)?.select();
  };
  const readingField = (target: EventTarget) => {
    const id = (target as HTMLElement).id;
    return id === `${PRESSURE_FIELD_ID}-input` ? 'pressure' : id === `${TREAD_FIELD_ID}-input` ? 'tread' : null;
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const field = readingField(event.target);
    if (readOnly || field === null) return;
    const input = event.target as HTMLInputElement;
    const limits = field === 'pressure' ? completionLimits(units.pressure, MAX_PRESSURE_PSI) : completionLimits(units.treadDepth, MAX_TREAD_DEPTH_MM);
    pacer.typed(
      () => document.activeElement === input && isCompleteValue(input.value, limits),
      () => (field === 'pressure' ? focusTread() : void saveRef.current()),
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const field = readingField(event.target);
    if (field === null) return;
    // The trailing Enter of a value that already moved on by itself is not a second move.
    if (pacer.enter() === 'ignore') {
      event.preventDefault();
      return;
    }
    if (field === 'pressure') {
      event.preventDefault();
      focusTread();
    }
  };

  const label = wheel.label;
  const wearCount = form.wearConditionIds.length;
  const wearOptions = lookups.wearConditions.map((w) => ({ id: w.id, label: conditionName(w.name), critical: w.is_critical }));

  return (
    <section className="fsi-tire-editor" aria-labelledby={headingId} data-position={wheel.key}>
      <form className="fsi-tire-editor-form" aria-labelledby={headingId} onSubmit={onSubmit} onKeyDown={onKeyDown} onInput={onInput} noValidate>
        <div className="fsi-tire-editor-head">
          <h2 id={headingId} className="fsi-tire-editor-title">
            {t`Position ${label}`}
          </h2>
          {unitNumber !== undefined && (
            <span className="fsi-tire-editor-unit" data-unit-number={unitNumber}>
              {t`Unit ${unitNumber}`}
            </span>
          )}
          <span className="fsi-tire-editor-class">
            {i18n._(ROLE_LABEL[wheel.role])}
            {wheel.is_lift ? ` · ${t`Lift axle`}` : ''}
          </span>
          {reading && (reading.syncState !== 'synced' || reading.data.pressure_psi != null || reading.data.tread_depth_mm != null) && <SyncNote state={reading.syncState} />}
        </div>
        <EntryContext targetPressure={targetPressure} previous={previous} />
        <div className="fsi-reading-fields">
          <NumericInput
            id={PRESSURE_FIELD_ID}
            enterKeyHint="next"
            label={t`Pressure`}
            unit={units.pressure.label}
            value={form.pressure}
            decimals={units.pressure.decimals}
            maxDecimalLength={2}
            max={fieldMax(units.pressure, MAX_PRESSURE_PSI)}
            isReadOnly={readOnly}
            onChange={(value, fieldError) => {
              markInvalid('pressure', fieldError !== null);
              setForm((f) => ({ ...f, pressure: value }));
            }}
          />
          <NumericInput
            id={TREAD_FIELD_ID}
            enterKeyHint="next"
            label={t`Tread depth`}
            unit={units.treadDepth.label}
            value={form.tread}
            decimals={units.treadDepth.decimals}
            maxDecimalLength={2}
            max={fieldMax(units.treadDepth, MAX_TREAD_DEPTH_MM)}
            isReadOnly={readOnly}
            description={readOnly ? undefined : t`Saves and moves on when complete, or with Enter`}
            onChange={(value, fieldError) => {
              markInvalid('tread', fieldError !== null);
              setForm((f) => ({ ...f, tread: value }));
            }}
          />
        </div>
        {!readOnly && (
          <div className="fsi-editor-actions">
            <Button type="submit" isDisabled={saving}>
              {hasNext ? t`Save and next` : t`Save`}
            </Button>
            <Button type="button" variant="secondary" isDisabled={!hasNext || saving} onPress={onNext}>
              {dirty ? t`Skip without saving` : t`Next position`}
            </Button>
          </div>
        )}
        {error && (
          <p className="fsi-form-error" role="alert">
            {error}
          </p>
        )}
        {narrow && (
          <Button type="button" variant="secondary" aria-expanded={showMore} onPress={() => setShowMore((open) => !open)}>
            {showMore ? t`Hide wear, details and photos` : t`Wear (${wearCount}), details and photos`}
          </Button>
        )}
        {more && (
          <>
            <ChipGroup
              label={t`Wear conditions`}
              options={wearOptions}
              selected={form.wearConditionIds}
              isReadOnly={readOnly}
              empty={t`The wear condition list is not on this device yet.`}
              onChange={(ids) => setForm((f) => ({ ...f, wearConditionIds: ids }))}
            />
            <div className="fsi-details-toggle">
              <Button type="button" variant="secondary" aria-expanded={showDetails} onPress={() => setShowDetails((open) => !open)}>
                {showDetails ? t`Hide tire details` : t`Tire details: brand, size, valve, DOT`}
              </Button>
            </div>
            {showDetails && (
              <TireDetailsFields
                details={form.details}
                selects={lookups.selects}
                isReadOnly={readOnly}
                onFieldError={markInvalid}
                onChange={(details) => setForm((f) => ({ ...f, details }))}
              />
            )}
          </>
        )}
      </form>
      {/* Outside the form: their dialogs' own forms must not submit this one. */}
      {more ? children : quickPhoto}
    </section>
  );
}
