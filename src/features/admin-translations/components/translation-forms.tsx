import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useAddLocale, useAddWord } from '../api';
import { errorMessage, type LocaleRow } from '../app-links';
import { SelectField } from '../../../components/people-forms/select-field';

/** A word for a text outside the shipped catalogs (or a key by its id), added to one locale. */
export function AddWordForm({ locale }: { locale: LocaleRow }) {
  const { t } = useLingui();
  const add = useAddWord();
  const [fields, setFields] = useState({ text: '', translated: '', comments: '' });
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.text.trim() || !fields.translated.trim()) return setError(t`Enter the English text and its translation.`);
    setError(null);
    add.mutate(
      { locale_id: locale.id, translation_text: fields.text.trim(), translated_text: fields.translated.trim(), comments: fields.comments.trim() || null },
      { onSuccess: () => setFields({ text: '', translated: '', comments: '' }), onError: async (failure) => setError(await errorMessage(failure)) },
    );
  };
  return (
    <form className="people-card people-form" onSubmit={submit} aria-labelledby="add-word-heading" noValidate>
      <h2 id="add-word-heading" className="panel-title">
        <Trans>Add a word to {locale.label}</Trans>
      </h2>
      <div className="people-toolbar">
        <label className="people-field">
          <span>
            <Trans>English text or key</Trans>
          </span>
          <input className="field-input" maxLength={2000} value={fields.text} onChange={(event) => setFields({ ...fields, text: event.target.value })} />
        </label>
        <label className="people-field">
          <span>
            <Trans>Translation</Trans>
          </span>
          <input className="field-input" maxLength={4000} value={fields.translated} onChange={(event) => setFields({ ...fields, translated: event.target.value })} />
        </label>
        <label className="people-field">
          <span>
            <Trans>Comment</Trans>
          </span>
          <input className="field-input" maxLength={1000} value={fields.comments} onChange={(event) => setFields({ ...fields, comments: event.target.value })} />
        </label>
        <Button type="submit" isDisabled={add.isPending}>
          <Trans>Add word</Trans>
        </Button>
      </div>
      {error && (
        <p className="people-error" role="alert">
          {error}
        </p>
      )}
      {add.isSuccess && (
        <p className="people-saved" role="status">
          <Trans>Word added.</Trans>
        </p>
      )}
    </form>
  );
}

const REGIONS = ['NA', 'SA', 'EMEA', 'ASIA'] as const;

/** A new locale, empty or starting with every word of another. */
export function AddLocaleForm({ locales, onAdded }: { locales: LocaleRow[]; onAdded: (id: number) => void }) {
  const { t } = useLingui();
  const add = useAddLocale();
  const [fields, setFields] = useState({ code: '', label: '', region: 'NA', source: '' });
  const [error, setError] = useState<string | null>(null);
  const regionLabel = { NA: t`North America`, SA: t`South America`, EMEA: t`Europe`, ASIA: t`Asia` };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[a-z]{2,3}-[A-Z]{2}$/.test(fields.code.trim())) return setError(t`Enter a language tag such as fr-CA.`);
    if (!fields.label.trim()) return setError(t`Enter the name of the language.`);
    setError(null);
    add.mutate(
      { code: fields.code.trim(), label: fields.label.trim(), region: fields.region, source_locale_id: fields.source ? Number(fields.source) : null },
      {
        onSuccess: (added) => {
          setFields({ code: '', label: '', region: 'NA', source: '' });
          onAdded(added.id);
        },
        onError: async (failure) => setError(await errorMessage(failure)),
      },
    );
  };
  return (
    <form className="people-card people-form" onSubmit={submit} aria-labelledby="add-locale-heading" noValidate>
      <h2 id="add-locale-heading" className="panel-title">
        <Trans>Add a locale</Trans>
      </h2>
      <div className="people-toolbar">
        <label className="people-field">
          <span>
            <Trans>Language tag</Trans>
          </span>
          <input className="field-input" placeholder="fr-LU" maxLength={10} value={fields.code} onChange={(event) => setFields({ ...fields, code: event.target.value })} />
        </label>
        <label className="people-field">
          <span>
            <Trans>Name</Trans>
          </span>
          <input className="field-input" maxLength={100} value={fields.label} onChange={(event) => setFields({ ...fields, label: event.target.value })} />
        </label>
        <SelectField label={<Trans>Region</Trans>} value={fields.region} onChange={(region) => setFields({ ...fields, region })}>
          {REGIONS.map((code) => (
            <option key={code} value={code}>
              {regionLabel[code]}
            </option>
          ))}
        </SelectField>
        <SelectField label={<Trans>Copy the words of</Trans>} value={fields.source} onChange={(source) => setFields({ ...fields, source })}>
          <option value="">{t`No locale (start empty)`}</option>
          {locales.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label} ({l.code})
            </option>
          ))}
        </SelectField>
        <Button type="submit" isDisabled={add.isPending}>
          <Trans>Add locale</Trans>
        </Button>
      </div>
      {error && (
        <p className="people-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
