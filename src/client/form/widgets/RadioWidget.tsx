import { questionOptions, withoutBlank } from '../../../engine';
import { useAnswer } from '../../stores/answers';
import { writeCoded } from './answer-writes';
import { FieldShell } from './FieldShell';
import { useField } from './use-field';
import { stringValue, type WidgetProps } from './widget-props';

/** Radios in a fieldset. The first radio carries the answer key as its id, so /page#key focuses it. */
export function RadioWidget({ question }: WidgetProps) {
  const { key } = question;
  const value = stringValue(useAnswer(key));
  const field = useField(key, Boolean(question.hint));
  const options = withoutBlank(questionOptions(question));
  const inline = options.length <= 2;
  return (
    <FieldShell question={question} field={field} as="fieldset">
      <div className={`radios${inline ? ' radios--inline' : ''}`}>
        {options.map((option, index) => {
          const id = index === 0 ? key : `${key}--${option.value}`;
          return (
            <div className="radios__item" key={option.value}>
              <input
                id={id}
                type="radio"
                className="radios__input"
                name={key}
                value={option.value}
                checked={value === option.value}
                onChange={() => writeCoded(key, option.value, option.label)}
              />
              <label className="radios__label" htmlFor={id}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </FieldShell>
  );
}
