// The form engine's public API. Pure TypeScript: no React, no Node APIs; browser, server and
// CLI all import from here.
export * from './types';
export * from './constants';

export { pages, getPage, resolveDefinition, rawPageFiles } from './definitions/pages';
export {
  activeDefinitions,
  activeView,
  perDefinitions,
  activateDefinitions,
  withDefinitions,
} from './definitions/active-definitions';
export {
  definitionSetOf,
  type DefinitionFileMap,
  type DefinitionSet,
  type GeneratedValidators,
  type PageValidatorSource,
} from './definitions/definition-set';
export { loadSeedDefinitions, seedDefinitions } from './definitions/seed-definitions';
export { seedFiles } from './definitions/seed-files';
export { localize } from './definitions/localize';
export { storedLabel } from './definitions/stored-label';
export { codeKeyOf, withDescriptions } from './definitions/coded-companion';
export { localizedSet, translationsOf } from './definitions/localized-set';
export {
  translationTexts,
  type FormLanguage,
  type TranslationTexts,
} from './definitions/translations';
export { applicantTexts, type ApplicantText } from './definitions/applicant-texts';
export { site, siteValue, interpolateSite } from './definitions/site';
export { pageOfKey, pageQuestionKeys, pageAnswerKeys, isCodedKey } from './definitions/page-keys';
export {
  childLists,
  collectKeys,
  expandTemplateText,
  findNode,
  forEachQuestion,
  isCodedWidget,
  questionKeys,
  repeaterInstances,
} from './definitions/walk';
export { nodesUnder } from './definitions/nodes-under';
export { showEveryCondition } from './definitions/show-every-condition';
export {
  documentQuestions,
  documentQuestionsIn,
  type DocumentQuestion,
} from './definitions/document-questions';
export { questionName, questionTitle, type QuestionTitle } from './definitions/question-titles';
export { fieldAnchor } from './definitions/field-anchors';

export {
  answerKeys,
  isAnswerKey,
  answerValueType,
  answerEnum,
  emptyAnswers,
  emptyValue,
  isEmptyAnswer,
  type AnswerValueType,
} from './model/answer-keys';
export { answerValueProblem, answerValueProblems } from './model/answer-value-problem';

export { optionList, isOptionListName } from './options/option-list';
export {
  definitionOffer,
  type DefinitionFiles,
  type DefinitionOffer,
} from './definitions/definition-offer';
export { generateYears, type YearsOptions } from './options/generate-years';
export { questionOptions, optionLabel } from './options/question-options';
export { BLANK_OPTION, withoutBlank } from './options/blank-option';

export { evaluateCondition, SPEC_OPERATORS } from './conditions/evaluate-condition';
export { conditionVars } from './conditions/condition-vars';

export {
  applyHiding,
  hideAndSee,
  visibilityOf,
  type Hidden,
  type HidingTarget,
} from './hiding/apply-hiding';
export {
  chosenTab,
  computeVisibility,
  repeaterEntryCount,
  type Visibility,
} from './hiding/visibility';
export { clearedDocumentKeys } from './control/cleared-documents';
export { createVisibilitySelector, type VisibilitySelector } from './hiding/visibility-selector';
export { clearDependentSelects, conditionalSelects } from './hiding/clear-dependent-selects';
export { answersAfterChange, settleChange, type Settled } from './hiding/answers-after-change';
export { hiddenKeyChanges, type KeyChange } from './hiding/changed-keys';
export { hidingInputKeys, visibilityInputKeys } from './hiding/hiding-inputs';
export { keysHiddenBy } from './hiding/hidden-by';
export { getTabs, tabSwitchClears, applyTabSwitch } from './hiding/tab-switch';

export {
  controlState,
  controlsOf,
  type ControlInput,
  type ControlState,
  type DocumentControl,
  type QuestionControl,
  type RepeaterControl,
  type TabsControl,
} from './control/control-state';
export {
  AUDIENCES,
  audienceEdits,
  storedTabsApply,
  viewFor,
  type Audience,
} from './control/audience';
export { documentAttached, type HeldDocuments } from './control/document-attached';
export {
  countAfterRemoval,
  entriesDropped,
  entryCountProblem,
  maxEntries,
  removableEntries,
  shownEntries,
} from './control/entry-count';

export { validatePage, validateApplication, pageData } from './validation/validate-page';
export {
  errorSummary,
  FormConfigError,
  summaryGroups,
  type SummaryEntry,
  type SummaryGroup,
} from './validation/error-summary';
export { STEP_STATES, stepState, type ScopeFacts, type StepState } from './progress/step-state';
export {
  applicationProgress,
  type ApplicationProgress,
  type ProgressOptions,
} from './progress/application-progress';
export { createAjv } from './validation/create-ajv';
export { mergeErrorMaps } from './validation/errors-to-messages';
export { codedValueProblem } from './validation/answer-values';

export { formatPhone, isValidPhone, PHONE_PATTERN } from './format/phone';
export { formatSsn, SSN_PATTERN } from './format/ssn';
export { countCharacters, normalizeLineBreaks } from './format/count-characters';
export { answerMaxLength, exceedsMaxLength, questionMaxLength } from './format/limits';
export { isCalendarDate, isInvalidStoredDate } from './format/dates';
export {
  dateExample,
  dateNotRealMessage,
  isoToTypedDate,
  printedDate,
  retypedDate,
  typedDateProblem,
  typedDateToIso,
} from './format/typed-dates';

export { EMAIL_PATTERN, isValidEmail } from './account/email';
export {
  passwordChecklist,
  passwordProblems,
  type ChecklistItem,
  type ChecklistStatus,
} from './account/password-checklist';
export {
  ACCOUNT_MESSAGES,
  validateSignup,
  validateNewPassword,
  validateLogin,
  validateConfirmation,
  validateResetPassword,
  validateResend,
  validateForgot,
  onlyFields,
} from './account/account-rules';

export { validateFile, fileExtension, FILE_MESSAGES, type FileFacts } from './files/validate-file';
export { withoutBidiControls } from './files/without-bidi-controls';

export { lintDefinitions, type LintOptions } from './lint/lint-definitions';
export { lintTexts } from './lint/lint-texts';
export { engineBundle } from './lint/bundle';
export { BUNDLE_FILES, type DefinitionBundle, type BundleFile } from './lint/bundle-files';
export { formatProblem, type LintProblem } from './lint/problem';
export { parseDefinitions, type DefinitionTexts } from './lint/parse-definitions';
export {
  getPageValidator,
  getDefinitionValidator,
  loadValidators,
  validatorSource,
  type CompiledValidator,
} from './validation/compiled-validators';

export { CHECKED, UNCHECKED, checkboxMark, isAnswered, printLines } from './print/print-lines';
export { printItems, type PrintItem, type PrintSource } from './print/print-items';
export { applicantName } from './definitions/applicant-name';
export { formatTime } from './format/time';
export { applicationReference, referenceIdRange } from './format/reference';
export {
  applicationHeader,
  applicationLanguageLine,
  LANGUAGE_NAMES,
  webStatusText,
  ENGLISH_HEADER_WORDS,
  type HeaderWords,
  type ApplicationFacts,
} from './print/application-header';
export { erasedAnswers, type ErasedAnswer } from './definitions/erased-answers';
export {
  removeRepeaterEntry,
  repeaterEntryKeys,
  type RemoveEntryProblem,
} from './definitions/repeater-entries';
export { allRepeaters, entryPlaceOf, type EntryPlace } from './definitions/entry-places';
export { repeaterOfButton } from './definitions/repeater-of-button';
export { entryAfterRemovals, reaimAnswers, type ReaimedAnswers } from './definitions/reaim-entries';
export { questionLabelOf } from './definitions/question-labels';
export { draftImpact, type ImpactChange, type ImpactOf } from './impact/draft-impact';
export { IMPACT_REASONS, type ImpactReason } from './impact/impact-reasons';

export {
  checklistStates,
  MATERIAL_STATUSES,
  MATERIAL_STATUS_TEXT,
  type ChecklistInput,
  type MaterialMark,
  type MaterialState,
  type MaterialStatus,
} from './review/checklist-states';
export {
  EVERY_CATEGORY,
  sensitiveCategories,
  sensitiveKeys,
  sensitiveKeysIn,
  withheldAmong,
  withheldKeysFor,
  withoutWithheld,
} from './review/sensitive-keys';
export {
  LETTER_FIELDS,
  mergeLetter,
  unknownLetterFields,
  type LetterField,
} from './review/letter-fields';
export { letterTemplate } from './review/letter-template';
export { splitEvenly } from './review/split-evenly';
export { zonedInstant, zonedIso } from './format/zoned-instant';
export { entryTermLabel, entryTermOptions } from './options/entry-terms';
export {
  reviewAnswers,
  reviewForm,
  reviewKeys,
  reviewLines,
  validateReview,
} from './review/review-answers';
