import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
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

/**
 * An editable combobox (WAI-ARIA 1.2 pattern): type to filter, arrows to move, Enter to
 * choose, Escape to close. A polite live region says "{n} result(s) available", "No options"
 * or "Loading...", as the spec's select lists do.
 */
export function Combobox(props: ComboboxProps) {
  const { id, items, loading = false } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = `${id}__listbox`;
  const optionId = (index: number) => `${id}__option-${index}`;
  const showList = open && !loading && items.length > 0;
  const activeIndex = showList && active >= 0 && active < items.length ? active : -1;

  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.children[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  function openAt(index: number) {
    setOpen(true);
    setActive(index);
  }

  function choose(item: ComboItem) {
    setOpen(false);
    setActive(-1);
    props.onChoose(item);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const selected = items.findIndex((item) => item.id === props.selectedId);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt(Math.max(selected, 0));
        else setActive(Math.min(activeIndex + 1, items.length - 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(Math.max(selected, 0));
        else setActive(Math.max(activeIndex - 1, 0));
        return;
      case 'Enter': {
        const item = activeIndex >= 0 ? items[activeIndex] : undefined;
        if (open) event.preventDefault();
        if (item) choose(item);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  }

  return (
    <div className={`combobox${open ? ' combobox--open' : ''}`}>
      <input
        id={id}
        name={id}
        type="text"
        role="combobox"
        className={`input combobox__input${props.invalid ? ' input--error' : ''}`}
        autoComplete="off"
        value={props.inputValue}
        placeholder={props.placeholder ?? SELECT_PLACEHOLDER}
        maxLength={props.maxLength}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid || undefined}
        aria-required={props.required || undefined}
        onChange={(event) => {
          props.onInputChange(event.target.value);
          openAt(0);
        }}
        onClick={() =>
          open
            ? setOpen(false)
            : openAt(
                Math.max(
                  items.findIndex((i) => i.id === props.selectedId),
                  0,
                ),
              )
        }
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          props.onBlur?.();
        }}
      />
      {props.chevron !== false && <span className="combobox__chevron" aria-hidden="true" />}
      {open && (
        <div className="combobox__popup">
          {showList ? (
            <ul
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label={props.label}
              className="combobox__list"
            >
              {items.map((item, index) => (
                // Keys are handled by the input (aria-activedescendant), as the combobox pattern asks.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={item.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={item.id === props.selectedId}
                  className={`combobox__option${index === activeIndex ? ' combobox__option--active' : ''}`}
                  // Keep focus in the input, so choosing does not count as leaving the field.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== activeIndex && setActive(index)}
                  onClick={() => choose(item)}
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
        {statusText(open, loading, items.length)}
      </span>
    </div>
  );
}
