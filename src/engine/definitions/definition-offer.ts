// What a definition set offers an applicant: the answer keys its pages ask for and, for each
// coded question, the option values it shows for given answers. forms:impact judges stored
// answers against another folder's definitions with it; the rule is the one the server's value
// check and the withdrawn-choice message apply to the engine's own definitions.
import { buildOptionLists } from '../options/option-list';
import { questionOptions } from '../options/question-options';
import type { Answers, Option, PageDefinition, QuestionNode } from '../types';
import { codedQuestionsOf } from './coded-questions';
import { collectKeys } from './walk';

export interface DefinitionFiles {
  pages: readonly PageDefinition[];
  options: Parameters<typeof buildOptionLists>[0];
}

export interface DefinitionOffer {
  /** Every key a page asks for, with the _desc companions of coded questions. */
  keys: ReadonlySet<string>;
  /** True when the coded question of `key` shows `value` for these answers (or `key` is not coded). */
  offersValue(key: string, value: string, answers: Answers, now: Date): boolean;
}

export function definitionOffer(files: DefinitionFiles): DefinitionOffer {
  const nodes = files.pages.flatMap((page) => page.nodes);
  const coded: Map<string, QuestionNode> = codedQuestionsOf(nodes);
  const lists: Record<string, Option[]> = buildOptionLists(files.options);
  const keys = new Set(collectKeys(nodes));
  for (const key of coded.keys()) keys.add(`${key}_desc`);
  return {
    keys,
    offersValue(key, value, answers, now) {
      const question = coded.get(key);
      if (!question) return true;
      const options = questionOptions(question, answers, now, (name) => lists[name] ?? []);
      return options.some((option) => option.value === value);
    },
  };
}
