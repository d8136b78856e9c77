import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useCreateTemplate } from '../api';
import { baseParametersOf } from '../request';
import { errorMessage } from '../app-links';
import { dashboardAtom, wizardAtom } from '../state';
import { saveDashboard } from '../template-state';

/** Saves the whole dashboard (wizard, tabs, panels) under a name. */
export function SaveTemplate({ onSaved }: { onSaved: (id: number) => void }) {
  const { t } = useLingui();
  const dashboard = useAtomValue(dashboardAtom);
  const wizard = useAtomValue(wizardAtom);
  const create = useCreateTemplate();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const { account, date } = wizard.saved;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account || !date || !name.trim()) return;
    setMessage(null);
    try {
      const saved = await create.mutateAsync({
        report_name: name.trim(),
        report_type: dashboard.activeTab,
        base_parameters: baseParametersOf(account, date),
        state: saveDashboard(dashboard, wizard.saved) as unknown as Record<string, unknown>,
      });
      setName('');
      setMessage(t`Saved as ${saved.report_name}.`);
      onSaved(saved.id);
    } catch (failure) {
      setMessage(await errorMessage(failure));
    }
  };

  return (
    <form className="fd-save" onSubmit={(event) => void submit(event)}>
      <label className="fd-inline">
        <span>
          <Trans>Template name</Trans>
        </span>
        <input className="field-input" value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
      </label>
      <Button type="submit" variant="secondary" isDisabled={!name.trim() || create.isPending || !account || !date}>
        <Trans>Save template</Trans>
      </Button>
      {message ? (
        <span role="status" className="fd-muted">
          {message}
        </span>
      ) : null}
    </form>
  );
}
