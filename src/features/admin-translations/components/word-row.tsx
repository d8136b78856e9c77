import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useSaveWord } from '../api';
import type { Word } from '../app-links';

/** The "Missing" mark of a word its locale does not translate (en-US shows there). */
export function MissingBadge() {
  return (
    <span className="people-badge">
      <Trans>Missing</Trans>
    </span>
  );
}

/** A translation box about as tall as the longer of the text and its English. */
export const wordInputRows = (text: string, english: string) => Math.min(4, Math.max(1, Math.ceil(Math.max(text.length, english.length) / 48)));

/**
 * One word with its translation and comment editable in place; Save writes that word only.
 * "Every language" opens the same key in every locale.
 */
export function WordRow({ word, onEditEverywhere }: { word: Word; onEditEverywhere: (translationText: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(word.translated_text);
  const [comments, setComments] = useState(word.comments ?? '');
  const save = useSaveWord();
  const changed = text !== word.translated_text || comments !== (word.comments ?? '');
  const empty = !text.trim();
  return (
    <tr className={word.missing ? 'people-word-missing' : undefined}>
      <th scope="row" className="people-word-english">
        {word.english_text}
        {word.missing && <MissingBadge />}
      </th>
      <td>
        <textarea
          className="field-input people-word-input"
          rows={wordInputRows(text, word.english_text)}
          aria-label={t`Translation of “${word.english_text}”`}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </td>
      <td>
        <input className="field-input" aria-label={t`Comment on “${word.english_text}”`} value={comments} maxLength={1000} onChange={(event) => setComments(event.target.value)} />
      </td>
      <td className="people-word-save">
        <Button
          variant="secondary"
          isDisabled={!changed || empty || save.isPending}
          aria-label={t`Save “${word.english_text}”`}
          onPress={() => save.mutate({ locale_id: word.locale_id, translation_text: word.translation_text, translated_text: text.trim(), comments: comments.trim() || null })}
        >
          <Trans>Save</Trans>
        </Button>
        {save.isSuccess && !changed && (
          <span className="people-saved" role="status">
            <Trans>Saved</Trans>
          </span>
        )}
        {save.isError && (
          <span className="people-error" role="alert">
            <Trans>Not saved</Trans>
          </span>
        )}
        <Button variant="secondary" className="people-word-tools" aria-label={t`“${word.english_text}” in every language`} onPress={() => onEditEverywhere(word.translation_text)}>
          <Trans>Every language</Trans>
        </Button>
      </td>
    </tr>
  );
}
