import { checklistLabel } from '../../i18n/account-messages';
import { useT } from '../../i18n/use-t';
import { passwordChecklist } from '../../../engine/account/password-checklist';

interface Props {
  id: string;
  password: string;
}

/**
 * The live requirements checklist (spec section 5): every item inactive while the password is
 * empty, then error or success. The state is in words too, for screen readers.
 */
export function PasswordChecklist({ id, password }: Props) {
  const t = useT();
  const items = passwordChecklist(password);
  return (
    <div className="checklist" id={id}>
      <p className="checklist__title">{t('checklist.title')}</p>
      <ul className="checklist__items">
        {items.map((item) => (
          <li
            key={item.id}
            className={`checklist__item checklist__item--${item.status}`}
            data-status={item.status}
            data-testid={`checklist-${item.id}`}
          >
            <span className="checklist__icon" aria-hidden="true">
              {item.status === 'success' ? '✓' : item.status === 'error' ? '✗' : '•'}
            </span>
            <span className="checklist__label">{checklistLabel(item.id, t)}</span>
            <span className="visually-hidden"> ({t(`checklist.${item.status}`)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
