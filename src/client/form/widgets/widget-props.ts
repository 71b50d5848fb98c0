import type { QuestionNode } from '../../../engine';

/** What every widget receives: the question as the definition gives it, nothing page-specific. */
export interface WidgetProps {
  question: QuestionNode;
}

export function stringValue(value: string | boolean | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** A width class for short inputs, so a ZIP box does not look like it wants a paragraph. */
export function inputWidthClass(maxLength: number): string {
  if (maxLength <= 6) return 'input input--w6';
  if (maxLength <= 12) return 'input input--w12';
  if (maxLength <= 20) return 'input input--w20';
  return 'input';
}
