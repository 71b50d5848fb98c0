import { useCombobox } from 'downshift';
import { useMemo } from 'react';
import { comboboxReducer } from './combobox-state';
import { LOADING, NO_OPTIONS, SELECT_PLACEHOLDER, statusText } from './combobox-text';
import './combobox.css';

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

const itemToString = (item: ComboItem | null) => item?.label ?? '';
const itemToKey = (item: ComboItem | null) => item?.id;

/**
 * An editable combobox (WAI-ARIA 1.2 pattern) on Downshift's useCombobox: type to filter,
 * arrows to move, Home and End for the first and last option, Enter to choose, Escape to
 * close, Tab to leave. The input's text and the answer belong to the widget using it; a polite
 * live region says "{n} result(s) available", "No options" or "Loading...", as the spec's
 * select lists do.
 */
export function Combobox(props: ComboboxProps) {
  const { id, loading = false, selectedId } = props;
  const items = props.items as ComboItem[];
  const listId = `${id}__listbox`;
  const chosenIndex = items.findIndex((item) => item.id === selectedId);
  const stateReducer = useMemo(() => comboboxReducer<ComboItem>(chosenIndex), [chosenIndex]);
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox({
    items,
    itemToString,
    itemToKey,
    inputId: id,
    menuId: listId,
    getItemId: (index) => `${id}__option-${index}`,
    inputValue: props.inputValue,
    // The answer is kept by the widget, so Downshift never holds a chosen item: choosing the
    // option already chosen still reports (and resets the typed filter).
    selectedItem: null,
    stateReducer,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) props.onChoose(selectedItem);
    },
  });
  const showList = isOpen && !loading && items.length > 0;
  // Asked for on every render (Downshift checks it); the list is drawn only while it shows.
  const menuProps = getMenuProps(
    { 'aria-label': props.label, className: 'combobox__list' },
    { suppressRefError: true },
  );
  const activeIndex = showList && highlightedIndex < items.length ? highlightedIndex : -1;

  return (
    <div className={`combobox${isOpen ? ' combobox--open' : ''}`}>
      <input
        {...getInputProps({
          name: id,
          type: 'text',
          className: `input combobox__input${props.invalid ? ' input--error' : ''}`,
          placeholder: props.placeholder ?? SELECT_PLACEHOLDER,
          maxLength: props.maxLength,
          // Told in the event, not in Downshift's onInputValueChange (an effect after the
          // render), so the controlled input never draws a stale value and the caret stays.
          onChange: (event) => props.onInputChange(event.currentTarget.value),
          onBlur: props.onBlur,
          // The label is FieldShell's <label for=id>; the list is named by aria-label below.
          'aria-labelledby': undefined,
          'aria-expanded': showList,
          'aria-controls': showList ? listId : undefined,
          'aria-activedescendant': activeIndex >= 0 ? `${id}__option-${activeIndex}` : undefined,
          'aria-describedby': props.describedBy,
          'aria-invalid': props.invalid || undefined,
          'aria-required': props.required || undefined,
        })}
      />
      {props.chevron !== false && <span className="combobox__chevron" aria-hidden="true" />}
      {isOpen && (
        <div className="combobox__popup">
          {showList ? (
            <ul {...menuProps}>
              {items.map((item, index) => (
                <li
                  key={item.id}
                  {...getItemProps({
                    item,
                    index,
                    className: [
                      'combobox__option',
                      index === activeIndex ? 'combobox__option--active' : '',
                      item.id === selectedId ? 'combobox__option--chosen' : '',
                    ]
                      .filter(Boolean)
                      .join(' '),
                  })}
                >
                  <span className="combobox__option-label">{item.label}</span>
                  {item.detail && <span className="combobox__option-detail">{item.detail}</span>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="combobox__message">{loading ? LOADING : NO_OPTIONS}</p>
          )}
        </div>
      )}
      <span className="visually-hidden" role="status" aria-live="polite">
        {statusText(isOpen, loading, items.length)}
      </span>
    </div>
  );
}
