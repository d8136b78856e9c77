import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Pager } from '../../../components/data-table';
import { SearchField } from '../../../components/inputs/search-field';
import { useLocales, useWords, useWordsCount, WORDS_PAGE_SIZE } from '../api';
import { localeAtom } from '../app-links';
import { DictionaryWordEditor } from './dictionary-word-editor';
import { SelectField } from '../../../components/people-forms/select-field';
import { AddLocaleForm, AddWordForm } from './translation-forms';
import { WordRow } from './word-row';

/** Locales and their words: which keys a locale lacks against en-US, and each word editable in place. */
export function TranslationsAdmin() {
  const { t } = useLingui();
  const locales = useLocales();
  const uiLocale = useAtomValue(localeAtom);
  const [chosenId, setLocaleId] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const [missingOnly, setMissingOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [dictionaryKey, setDictionaryKey] = useState<string | null>(null);
  const list = locales.data?.locales ?? [];
  // Until one is chosen: the language the administrator reads (en-US too, whose wording is edited
  // here as well), else the first that is not the source.
  const localeId = chosenId ?? (list.find((l) => l.code === uiLocale) ?? list.find((l) => l.code !== 'en-US') ?? list[0])?.id ?? null;
  const locale = list.find((l) => l.id === localeId);
  const words = useWords(localeId === null ? null : { localeId, keyword, missingOnly, page });
  const count = useWordsCount(localeId);
  const restart = () => setPage(1);

  return (
    <div className="people-stack">
      <section className="people-card" aria-labelledby="words-heading">
        <h2 id="words-heading" className="panel-title">
          <Trans>Words</Trans>
        </h2>
        <div className="people-toolbar">
          <SelectField
            label={<Trans>Locale</Trans>}
            value={localeId ?? ''}
            onChange={(next) => {
              setLocaleId(Number(next));
              restart();
            }}
          >
            {list.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label} ({l.code})
              </option>
            ))}
          </SelectField>
          <SearchField
            className="people-field"
            label={<Trans>Search words</Trans>}
            value={keyword}
            onSearch={(next) => {
              setKeyword(next);
              restart();
            }}
          />
          <label className="people-check">
            <input
              type="checkbox"
              checked={missingOnly}
              onChange={(event) => {
                setMissingOnly(event.target.checked);
                restart();
              }}
            />
            <Trans>Only words missing in this locale</Trans>
          </label>
        </div>
        {count.data && locale && (
          <p className="people-summary" aria-live="polite">
            <Trans>
              {count.data.count} words; {count.data.missing_count} missing in {locale.label} against English (United States), shown in English until translated.
            </Trans>
          </p>
        )}
        {words.isError && (
          <p className="people-error" role="alert">
            <Trans>The words could not be loaded.</Trans>
          </p>
        )}
        <div className="people-table-wrap">
          <table className="people-table" aria-busy={words.isFetching}>
            <caption className="visually-hidden">{t`Words of the chosen locale`}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>English (United States)</Trans>
                </th>
                <th scope="col">
                  <Trans>Translation</Trans>
                </th>
                <th scope="col">
                  <Trans>Comment</Trans>
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <Trans>Save</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(words.data?.words ?? []).map((word) => (
                <WordRow key={`${word.locale_id}:${word.translation_text}`} word={word} onEditEverywhere={setDictionaryKey} />
              ))}
              {words.data?.words.length === 0 && (
                <tr>
                  <td colSpan={4}>
                    <Trans>No words match.</Trans>
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <Pager page={page} pageSize={WORDS_PAGE_SIZE} total={words.data?.total_items ?? 0} onPageChange={setPage} isDisabled={words.isFetching} />
      </section>
      {dictionaryKey !== null && <DictionaryWordEditor key={dictionaryKey} translationText={dictionaryKey} onClose={() => setDictionaryKey(null)} />}
      {locale && <AddWordForm locale={locale} />}
      <AddLocaleForm locales={list} onAdded={(id) => setLocaleId(id)} />
    </div>
  );
}
