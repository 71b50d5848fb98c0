import type { ComboboxHandoff } from './combobox-handoff';
import { t } from '../../../i18n/translate';

export interface ComboItem {
  id: string;
  label: string;
  /** A second line (an address under a school name). */
  detail?: string;
}

export interface ComboboxProps {
  /** The input's id: the answer key, so /page#key focuses it. */
  id: string;
  /** Accessible name of the list (the question's label). */
  label: string;
  inputValue: string;
  onInputChange(text: string): void;
  items: readonly ComboItem[];
  onChoose(item: ComboItem): void;
  selectedId?: string;
  loading?: boolean;
  placeholder?: string;
  maxLength?: number;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  onBlur?(): void;
  /** A select shows a chevron; a free-text autocomplete does not look like a list. */
  chevron?: boolean;
}

/** The props of the plain input and of the Downshift combobox that replaces it. */
export interface ComboboxStageProps extends ComboboxProps {
  handoff: ComboboxHandoff;
}

/** The input's own attributes, the same on the plain input and on Downshift's. */
export function inputAttributes(props: ComboboxProps) {
  return {
    name: props.id,
    type: 'text',
    className: `input combobox__input${props.invalid ? ' input--error' : ''}`,
    placeholder: props.placeholder ?? t('select.placeholder'),
    maxLength: props.maxLength,
    'aria-describedby': props.describedBy,
    'aria-invalid': props.invalid || undefined,
    'aria-required': props.required || undefined,
  };
}
