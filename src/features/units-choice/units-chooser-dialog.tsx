import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, Dialog, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup, Text } from 'react-aria-components';
import { useSaveUnitChoice } from './api';
import { formatDay, type UnitChoice } from './app-links';
import { useUnitLabels } from './unit-labels';

const CHOICES: readonly UnitChoice[] = ['imperial', 'metric_bar', 'metric_kpa'];

/** Today on this device's calendar, as the UTC day formatDay reads. */
function localToday(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

export interface UnitsChooserDialogProps {
  current: UnitChoice;
  onClose(): void;
}

/**
 * The units chooser: a choice applies at once (stored on the server with the user, so every
 * device and every file follows it). Dates follow the language; the dialog shows today's date
 * as the language writes it.
 */
export default function UnitsChooserDialog({ current, onClose }: UnitsChooserDialogProps) {
  const { t, i18n } = useLingui();
  const labels = useUnitLabels();
  const save = useSaveUnitChoice();
  const chosen = save.isPending || save.isSuccess ? (save.variables ?? current) : current;
  const units = labels[chosen].short;
  const [day] = useState(localToday);
  const today = formatDay(day, i18n.locale);
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="units-chooser__overlay">
      <Modal className="units-chooser__modal">
        <Dialog className="units-chooser__dialog">
          <Heading slot="title" className="units-chooser__title">
            <Trans>Units and dates</Trans>
          </Heading>
          <RadioGroup className="units-chooser__choices" value={chosen} isReadOnly={save.isPending} onChange={(value) => save.mutate(value as UnitChoice)}>
            <Label className="units-chooser__legend">
              <Trans>Units for pressure, tread depth and distance</Trans>
            </Label>
            {CHOICES.map((choice) => (
              <Radio key={choice} value={choice} className="units-chooser__choice">
                <span className="units-chooser__mark" aria-hidden="true" />
                <span className="units-chooser__text">
                  <span className="units-chooser__name">{labels[choice].name}</span>
                  <Text slot="description" className="units-chooser__description">
                    {labels[choice].description}
                  </Text>
                </span>
              </Radio>
            ))}
          </RadioGroup>
          <p className="units-chooser__status" role="status">
            {save.isPending ? t`Saving…` : save.isSuccess ? t`Saved. Screens and files now use ${units}.` : null}
          </p>
          {save.isError && (
            <p className="units-chooser__error" role="alert">
              <Trans>Your choice could not be saved. It needs a connection; please try again.</Trans>
            </p>
          )}
          <h3 className="units-chooser__legend">
            <Trans>Dates</Trans>
          </h3>
          <p className="units-chooser__dates">
            <Trans>
              Dates are written as your language writes them, today <span className="units-chooser__today">{today}</span>. Choose another language to change them.
            </Trans>
          </p>
          <div className="units-chooser__actions">
            <Button className="units-chooser__done" onPress={onClose}>
              <Trans>Done</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
