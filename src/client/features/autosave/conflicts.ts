import { create } from 'zustand';
import type { AnswerConflict } from '../../../contracts/answers';
import { codeKeyOf, withDescriptions } from '../../../engine/definitions/coded-companion';
import type { Answers } from '../../../engine/types';
import { useAnswersStore } from '../../stores/answers';

/**
 * Answers a save found changed on another device meanwhile (issue 27), by key, until the
 * applicant chooses which to keep. The server kept theirs; the field still shows what was typed
 * here. Changes only when a save replies or a choice is made, never per key press.
 */
export const useConflicts = create<{ conflicts: Record<string, AnswerConflict> }>(() => ({
  conflicts: {},
}));

/** After a save of `sent`: its conflicts are shown, and a sent key that saved is settled. */
export function settleConflicts(sent: Iterable<string>, found: Record<string, AnswerConflict>) {
  const conflicts = { ...useConflicts.getState().conflicts };
  for (const key of sent) delete conflicts[key];
  useConflicts.setState({ conflicts: { ...conflicts, ...found } });
}

/** True while a choice waits for the key's answer: a coded answer's _desc waits with its code. */
export function waitsForChoice(key: string): boolean {
  return (codeKeyOf(key) ?? key) in useConflicts.getState().conflicts;
}

export function dropConflict(key: string): void {
  const { [key]: _dropped, ...rest } = useConflicts.getState().conflicts;
  useConflicts.setState({ conflicts: rest });
}

export function clearConflicts(): void {
  useConflicts.setState({ conflicts: {} });
}

/**
 * The answer typed here of a choice: the field shows it (maybe typed further since), unless the
 * page read the answers again meanwhile (a save re-aimed at a moved entry) and shows theirs.
 */
export function typedSide(conflict: AnswerConflict, shown: string | boolean | undefined) {
  return shown === undefined || shown === conflict.theirs ? conflict.yours : shown;
}

/** Each answer waiting for a choice, as typed here: not on the server, so kept on the device. */
export function waitingAnswers(): Answers {
  const { answers } = useAnswersStore.getState();
  const typed: Answers = Object.fromEntries(
    Object.entries(useConflicts.getState().conflicts).map(([key, conflict]) => [
      key,
      typedSide(conflict, answers[key]),
    ]),
  );
  // A coded answer with its label, as typed here.
  return withDescriptions(typed, { ...answers, ...typed });
}
