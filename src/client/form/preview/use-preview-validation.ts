import { useEffect } from 'react';
import { loadValidators, validatePage, type PageId } from '../../../engine';
import { useAnswersStore } from '../../stores/answers';
import { currentView } from '../hooks/current-view';
import { useValidationStore } from '../stores/validation-store';

/**
 * "Validate as an applicant": while on, the previewed page's messages for the answers typed,
 * checked again on every change as on the real page (the engine decides, as it does there).
 */
export function usePreviewValidation(pageId: PageId, on: boolean): void {
  useEffect(() => {
    const store = useValidationStore.getState();
    if (!on) {
      store.clear();
      return;
    }
    let live = true;
    const refresh = async () => {
      await loadValidators();
      if (live)
        store.setErrors(
          validatePage(pageId, useAnswersStore.getState().answers, new Date(), currentView()),
        );
    };
    void refresh();
    const off = useAnswersStore.subscribe((state, previous) => {
      if (state.answers !== previous.answers) void refresh();
    });
    return () => {
      live = false;
      off();
    };
  }, [pageId, on]);
}
