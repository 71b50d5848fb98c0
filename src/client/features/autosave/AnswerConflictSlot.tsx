import { onDemand } from '../../components/on-demand';
import type { AnswerConflictProps } from '../../form/form-actions';
import { useConflicts } from './conflicts';

const AnswerConflictChoice = onDemand(() =>
  import('./AnswerConflictChoice').then((module) => module.AnswerConflictChoice),
);

/**
 * Where a question's choice between two answers appears (issue 27). Few pages ever show one, so
 * the choice's code (and the labels naming its question) comes with the first one drawn.
 */
export function AnswerConflictSlot(props: AnswerConflictProps) {
  const waiting = useConflicts((state) => props.answerKey in state.conflicts);
  return waiting ? <AnswerConflictChoice {...props} /> : null;
}
