import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useDictionaryWords, useSaveDictionaryWords } from '../api';
import { errorMessage, type DictionaryWord } from '../app-links';
import { MissingBadge, wordInputRows } from './word-row';

/** The administrator's edits by locale id; a locale not in it shows its stored word. */
type Draft = Record<number, { text: string; comments: string }>;

const shown = (draft: Draft, w: DictionaryWord) => draft[w.locale_id] ?? { text: w.translated_text, comments: w.comments ?? '' };

/**
 * One key in every locale side by side, the en-US wording above as the reference; one Save
 * writes the languages whose word changed (edit_dictionary_words), so a term is fixed
 * everywhere in one go.
 */
export function DictionaryWordEditor({ translationText, onClose }: { translationText: string; onClose: () => void }) {
  const { t } = useLingui();
  const query = useDictionaryWords(translationText);
  const save = useSaveDictionaryWords();
  const [draft, setDraft] = useState<Draft>({});
  const [error, setError] = useState<string | null>(null);
  const [savedCount, setSavedCount] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = query.data;
  // The reference row is en-US itself: it is shown above, not edited here.
  const words = (data?.words ?? []).filter((w) => w.code !== 'en-US');

  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, [translationText]);

  const changed = words.filter((w) => {
    const d = shown(draft, w);
    return d.text !== w.translated_text || d.comments !== (w.comments ?? '');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSavedCount(null);
    if (changed.length === 0) return setError(t`Change at least one language's word first.`);
    const empty = changed.find((w) => !draft[w.locale_id]?.text.trim());
    if (empty) return setError(t`Enter the word in ${empty.label}, or leave that language unchanged.`);
    setError(null);
    save.mutate(
      {
        translation_text: translationText,
        words: changed.map((w) => ({
          locale_id: w.locale_id,
          translated_text: draft[w.locale_id]!.text.trim(),
          comments: draft[w.locale_id]!.comments.trim() || null,
        })),
      },
      {
        // The lists are refetched before this runs, so the fields show the saved words.
        onSuccess: () => {
          setDraft({});
          setSavedCount(changed.length);
        },
        onError: async (failure) => setError(await errorMessage(failure)),
      },
    );
  };
  const english = data?.english_text ?? '';

  return (
    <form className="people-card people-form" onSubmit={submit} aria-labelledby="dictionary-heading" noValidate>
      <h2 id="dictionary-heading" className="panel-title" ref={heading} tabIndex={-1}>
        <Trans>One word in every language</Trans>
      </h2>
      <p className="people-dictionary-reference">
        <span className="people-hint">
          <Trans>English (United States), the reference:</Trans>
        </span>{' '}
        <strong>{english}</strong>
      </p>
      {query.isError && (
        <p className="people-error" role="alert">
          <Trans>The words could not be loaded.</Trans>
        </p>
      )}
      <div className="people-table-wrap">
        <table className="people-table" aria-busy={query.isFetching}>
          <caption className="visually-hidden">{t`“${english}” in every language`}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Language</Trans>
              </th>
              <th scope="col">
                <Trans>Translation</Trans>
              </th>
              <th scope="col">
                <Trans>Comment</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {words.map((w) => {
              const d = shown(draft, w);
              const set = (next: Partial<typeof d>) =>
                setDraft((all) => ({
                  ...all,
                  [w.locale_id]: { ...d, ...next },
                }));
              return (
                <tr key={w.locale_id} className={w.missing ? 'people-word-missing' : undefined}>
                  <th scope="row" className="people-word-english">
                    {w.label} <span className="people-locale-code">({w.code})</span>
                    {w.missing && <MissingBadge />}
                  </th>
                  <td>
                    <textarea
                      className="field-input people-word-input"
                      rows={wordInputRows(d.text, english)}
                      aria-label={t`Word in ${w.label}`}
                      placeholder={w.missing ? w.fallback_text : undefined}
                      maxLength={4000}
                      value={d.text}
                      onChange={(event) => {
                        setError(null);
                        set({ text: event.target.value });
                      }}
                    />
                  </td>
                  <td>
                    <input
                      className="field-input"
                      aria-label={t`Comment in ${w.label}`}
                      maxLength={1000}
                      value={d.comments}
                      onChange={(event) => set({ comments: event.target.value })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="people-actions people-dictionary-actions">
        <Button type="submit" isDisabled={save.isPending || !data}>
          <Trans>Save the changed languages</Trans>
        </Button>
        <Button variant="secondary" onPress={onClose}>
          <Trans>Close</Trans>
        </Button>
        {error && (
          <p className="people-error" role="alert">
            {error}
          </p>
        )}
        {savedCount !== null && changed.length === 0 && (
          <p className="people-saved" role="status">
            <Plural value={savedCount} one="Saved in # language." other="Saved in # languages." />
          </p>
        )}
      </div>
    </form>
  );
}
