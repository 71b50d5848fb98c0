import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * What a translation must keep of its message: each placeholder's name and each tag
 * ("<login>"), sorted. Plural and select branches are read too; the kind may differ (Spanish
 * may say "{count, plural, ...}" where English says "{count}").
 */
export function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(element.value);
          break;
        case TYPE.plural:
        case TYPE.select:
          found.add(element.value);
          for (const option of Object.values(element.options)) visit(option.value);
          break;
        case TYPE.tag:
          found.add(`<${element.value}>`);
          visit(element.children);
          break;
        default:
          break;
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}
