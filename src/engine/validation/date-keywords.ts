// Date rules as AJV keywords that generate code (not validate functions), so they also work in
// AJV's standalone output. "Now" comes from the validate call's context: the engine calls
// validate.call({ now }, data) with passContext on, so tests and the server inject the clock.
import { _, type Code, type KeywordCxt, type KeywordDefinition, type Name } from 'ajv';

/** Dates are stored as YYYY-MM-DD (what a date input gives). */
const isIsoDate = (data: Name): Code =>
  _`typeof ${data} == "string" && ${data}.length == 10 && ${data}[4] == "-" && ${data}[7] == "-"`;

const NOW = _`((this && this.now) || new Date())`;

/** YYYYMMDD as a number, so dates compare with < and >. */
const dateNumber = (data: Name): Code =>
  _`(+${data}.slice(0, 4) * 10000 + +${data}.slice(5, 7) * 100 + +${data}.slice(8, 10))`;

/** Today yearsAgo years ago, as YYYYMMDD. */
const yearsAgoNumber = (now: Name, years: Code | number | boolean): Code =>
  _`((${now}.getFullYear() - ${years}) * 10000 + (${now}.getMonth() + 1) * 100 + ${now}.getDate())`;

function ageKeyword(keyword: string, tooOld: boolean): KeywordDefinition {
  return {
    keyword,
    type: 'string',
    schemaType: 'number',
    code(cxt: KeywordCxt) {
      const { gen, data, schemaCode } = cxt;
      const now = gen.const('now', NOW);
      const limit = gen.const('limit', yearsAgoNumber(now, schemaCode));
      // maxAgeYears: born before the limit is too old; minAgeYears: born after it, too young.
      cxt.fail(
        tooOld
          ? _`${isIsoDate(data)} && ${dateNumber(data)} < ${limit}`
          : _`${isIsoDate(data)} && ${dateNumber(data)} > ${limit}`,
      );
    },
    error: {
      message: tooOld ? 'date is too far in the past' : 'date is too recent',
      params: ({ schemaCode }) => _`{years: ${schemaCode}}`,
    },
  };
}

function yearOffsetKeyword(keyword: string, isMin: boolean): KeywordDefinition {
  const limitYear = (offset: Code | number | boolean): Code =>
    _`(${NOW}.getFullYear() + ${offset})`;
  return {
    keyword,
    type: 'string',
    schemaType: 'number',
    code(cxt: KeywordCxt) {
      const { gen, data, schemaCode } = cxt;
      const limit = gen.const('limitYear', limitYear(schemaCode));
      cxt.fail(
        isMin
          ? _`${isIsoDate(data)} && +${data}.slice(0, 4) < ${limit}`
          : _`${isIsoDate(data)} && +${data}.slice(0, 4) > ${limit}`,
      );
    },
    // {limit} in a message is replaced with this year (see errors-to-messages).
    error: {
      message: isMin ? 'year is too early' : 'year is too late',
      params: ({ schemaCode }) => _`{limit: ${limitYear(schemaCode)}}`,
    },
  };
}

export const dateKeywords: readonly KeywordDefinition[] = [
  ageKeyword('maxAgeYears', true),
  ageKeyword('minAgeYears', false),
  yearOffsetKeyword('minYearOffset', true),
  yearOffsetKeyword('maxYearOffset', false),
];
