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
const yearsAgoNumber = (now: Code, years: Code | number | boolean): Code =>
  _`((${now}.getFullYear() - ${years}) * 10000 + (${now}.getMonth() + 1) * 100 + ${now}.getDate())`;

/** This year plus an offset. */
const offsetYear = (now: Code, offset: Code | number | boolean): Code =>
  _`(${now}.getFullYear() + ${offset})`;

type SchemaCode = Code | number | boolean;

/**
 * A keyword that fails a stored date when what it compares (the whole date as YYYYMMDD, or
 * its year) is below or above a limit made from now and the schema's number.
 */
function dateLimitKeyword(spec: {
  keyword: string;
  value: (data: Name) => Code;
  limit: (now: Code, schemaCode: SchemaCode) => Code;
  fails: 'below' | 'above';
  message: string;
  params: (schemaCode: SchemaCode) => Code;
}): KeywordDefinition {
  return {
    keyword: spec.keyword,
    type: 'string',
    schemaType: 'number',
    code(cxt: KeywordCxt) {
      const { gen, data, schemaCode } = cxt;
      const now = gen.const('now', NOW);
      const limit = gen.const('limit', spec.limit(now, schemaCode));
      cxt.fail(
        spec.fails === 'below'
          ? _`${isIsoDate(data)} && ${spec.value(data)} < ${limit}`
          : _`${isIsoDate(data)} && ${spec.value(data)} > ${limit}`,
      );
    },
    error: { message: spec.message, params: ({ schemaCode }) => spec.params(schemaCode) },
  };
}

/** maxAgeYears: born before the limit is too old; minAgeYears: born after it, too young. */
const ageKeyword = (keyword: string, tooOld: boolean): KeywordDefinition =>
  dateLimitKeyword({
    keyword,
    value: dateNumber,
    limit: yearsAgoNumber,
    fails: tooOld ? 'below' : 'above',
    message: tooOld ? 'date is too far in the past' : 'date is too recent',
    params: (schemaCode) => _`{years: ${schemaCode}}`,
  });

/** {limit} in a message is replaced with this year plus the offset (see errors-to-messages). */
const yearOffsetKeyword = (keyword: string, isMin: boolean): KeywordDefinition =>
  dateLimitKeyword({
    keyword,
    value: (data) => _`+${data}.slice(0, 4)`,
    limit: offsetYear,
    fails: isMin ? 'below' : 'above',
    message: isMin ? 'year is too early' : 'year is too late',
    params: (schemaCode) => _`{limit: ${offsetYear(NOW, schemaCode)}}`,
  });

export const dateKeywords: readonly KeywordDefinition[] = [
  ageKeyword('maxAgeYears', true),
  ageKeyword('minAgeYears', false),
  yearOffsetKeyword('minYearOffset', true),
  yearOffsetKeyword('maxYearOffset', false),
];
