import { useT } from '../../i18n/use-t';

/** The five account cards; each one's name (catalogue `card.<card>`) is its heading and title. */
export type Card = 'login' | 'signup' | 'confirm' | 'forgot' | 'reset';

/** The title of a card's error toasts: "<card name> Error" (spec section 4). */
export function useCardErrorTitle(card: Card): string {
  const t = useT();
  return t('card.error', { card: t(`card.${card}`) });
}
