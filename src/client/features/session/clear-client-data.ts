import { queryClient } from '../../app/query-client';
import { useAnswersStore } from '../../stores/answers';
import { stopAutosave } from '../autosave/autosave';
import { useSessionStore } from '../../stores/session';

/**
 * Forgets everything about the last user: cached server data, the session snapshot and the
 * answers (the next person on this device must not see or save them).
 */
export function clearClientData(): void {
  stopAutosave({ forget: false });
  queryClient.clear();
  useSessionStore.getState().reset();
  useAnswersStore.getState().load({});
}
