import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_MAX_WAIT_MS,
  DEFAULT_MAX_LENGTH,
  questionMaxLength,
} from '../../../engine';
import { useLanguageState } from '../../i18n/language-store';
import { useT } from '../../i18n/use-t';
import { useAnswer } from '../../stores/answers';
import { useFormActions } from '../form-actions';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { writeAnswer, writeAnswers } from './answer-writes';
import { clearPatch, fillPatch } from './autocomplete-fill';
import { Combobox, type ComboItem } from './combobox/Combobox';
import { FieldShell } from './FieldShell';
import { useField } from './use-field';
import { stringValue, type WidgetProps } from './widget-props';

const USE_TYPED = '\u0000use';

/**
 * School and address autocomplete. What the applicant types is the answer; suggestions come
 * from the form's lookup action (debounced 200 ms, at most 500 ms, 5 results). Choosing one fills the
 * mapped answers; emptying the field empties them; "Use: ..." keeps the typed value.
 */
export function AutocompleteWidget({ question }: WidgetProps) {
  const t = useT();
  const { key } = question;
  const config = question.autocomplete;
  const fills = config?.fills ?? {};
  const category = config?.category ?? 'address';
  const { searchLookup, lookupDetail } = useFormActions();
  const value = stringValue(useAnswer(key));
  const field = useField(key, Boolean(question.hint));
  // What the applicant typed in this visit; null until they type, so a loaded answer is not searched.
  const [typed, setTyped] = useState<string | null>(null);
  const [userDriven, setUserDriven] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const search = useDebouncedValue(
    (typed ?? '').trim(),
    AUTOCOMPLETE_DEBOUNCE_MS,
    AUTOCOMPLETE_MAX_WAIT_MS,
  );
  // The server words a suggestion in the device's language: a switch asks again, not the cache.
  const language = useLanguageState((state) => state.language);
  const suggestions = useQuery({
    queryKey: ['lookup', category, search, language],
    queryFn: ({ signal }) => searchLookup(search, category, signal),
    enabled: search.length >= 2,
    staleTime: Infinity,
    retry: false,
  });
  const waiting =
    typed !== null &&
    typed.trim().length >= 2 &&
    (typed.trim() !== search || suggestions.isFetching);
  const items: ComboItem[] =
    typed === null || typed.trim() === ''
      ? []
      : [
          ...(suggestions.data ?? []).map((s) => ({ id: s.id, label: s.text, detail: s.sub_text })),
          { id: USE_TYPED, label: t('autocomplete.useTyped', { text: typed.trim() }) },
        ];
  const codeKey = fills.id !== undefined && fills.id !== key ? fills.id : undefined;
  const isSchool = category !== 'address';

  async function choose(item: ComboItem) {
    setTyped(null);
    if (item.id === USE_TYPED) {
      const text = (typed ?? '').trim();
      writeAnswers(codeKey ? { [key]: text, [codeKey]: '' } : { [key]: text });
      setUserDriven(true);
      return;
    }
    setUserDriven(false);
    setChoosing(true);
    const detail = await lookupDetail(item.id, category);
    setChoosing(false);
    writeAnswers(fillPatch(fills, detail, item.label));
  }

  return (
    <FieldShell question={question} field={field}>
      <Combobox
        id={key}
        label={question.label}
        inputValue={typed ?? value}
        placeholder=""
        chevron={false}
        maxLength={questionMaxLength(question) ?? DEFAULT_MAX_LENGTH}
        items={items}
        loading={waiting || choosing}
        describedBy={field.describedBy}
        invalid={field.invalid}
        required={question.required}
        onInputChange={(text) => {
          setTyped(text);
          setUserDriven(false);
          if (text.trim() === '') writeAnswers(clearPatch(fills));
          else if (codeKey) writeAnswers({ [key]: text, [codeKey]: '' });
          else writeAnswer(key, text);
        }}
        onChoose={(item) => void choose(item)}
        onBlur={() => setTyped(null)}
      />
      {isSchool && userDriven && (
        <p className="field__note" role="status">
          {t('autocomplete.ownSchool')}
        </p>
      )}
    </FieldShell>
  );
}
