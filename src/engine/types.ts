// The shapes of the form definitions (forms/*.json) and of the answers they edit.
// schemas/form-definition.schema.json describes the same shapes for editors and lint-forms;
// these types are what the engine and the renderer rely on once a definition passed lint.
import type { RulesLogic } from 'json-logic-js';

/** The flat answer map of spec section 3: empty answers are '' (or false for yes/no boxes). */
export type Answers = Record<string, string | boolean>;

export const PAGE_IDS = ['about', 'education', 'final-steps'] as const;
export type PageId = (typeof PAGE_IDS)[number];

export function isPageId(value: unknown): value is PageId {
  return typeof value === 'string' && (PAGE_IDS as readonly string[]).includes(value);
}

/** A JSON Logic rule with the spec's operators (equals, notEquals, answered ...) added. */
export type Condition = RulesLogic | Record<string, unknown>;

export interface Option {
  label: string;
  value: string;
}

export type Widget =
  | 'text'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'checkgroup'
  | 'phone'
  | 'date'
  | 'file'
  | 'autocomplete'
  | 'conditionalSelect'
  | 'ssn'
  | 'email';

export type AutocompleteCategory = 'college_ceeb' | 'hs_ceeb' | 'address';

export interface YearsSpec {
  /** 0 starts at the current year, 2 two years ahead. */
  startOffset?: number;
  count: number;
  direction: 'past' | 'future';
}

export interface QuestionNode {
  kind: 'question';
  /** The answer key, also the element id (so /about#first_name focuses it). */
  key: string;
  widget: Widget;
  label: string;
  hint?: string;
  /** The input's autocomplete token (WCAG 1.3.5): given-name, bday, section-mailing postal-code. */
  autofill?: string;
  /** Display only: shows the required marker. The rule lives in schemas/pages. */
  required?: boolean;
  maxLength?: number;
  textareaMax?: number;
  options?: Option[];
  optionList?: string;
  years?: YearsSpec;
  /** Check group: one boolean answer per box. */
  items?: { key: string; label: string }[];
  controlledBy?: string;
  optionsByValue?: Record<string, string | Option[]>;
  condition?: Condition;
  autocomplete?: { category: AutocompleteCategory; fills: Record<string, string> };
  /**
   * Need to know (issue 33): the answer's sensitive category (one of site.json's
   * `sensitiveCategories`); only staff granted it see or export the answer.
   */
  sensitive?: string;
}

export interface ContentLink {
  label: string;
  href?: string;
  site?: keyof SiteConfig['links'];
}

export interface ContentNode {
  kind: 'content';
  id: string;
  paragraphs: string[];
  /** Printed with the answers (PDF, check your answers): a statement the applicant agrees to. */
  print?: boolean;
  links?: ContentLink[];
}

export interface SectionNode {
  kind: 'section';
  id: string;
  title: string;
  description?: string;
  children: FormNode[];
}

export type Numbering = 'firstUnnumbered' | 'fromOne';

export interface RepeaterNode {
  kind: 'repeater';
  id: string;
  buttonId: string;
  buttonLabel?: string;
  itemTitle?: string;
  max: number;
  numbering: Numbering;
  template: FormNode[];
}

export interface TabDefinition {
  id: string;
  label: string;
  owns: string[];
  children: FormNode[];
}

export interface TabsNode {
  kind: 'tabs';
  id: string;
  label?: string;
  defaultTab: string;
  tabs: TabDefinition[];
}

export interface ConditionalNode {
  kind: 'conditional';
  id: string;
  condition: Condition;
  clears?: string[];
  children: FormNode[];
}

export interface ConditionBranch {
  id: string;
  condition: Condition;
  clears?: string[];
  children: FormNode[];
}

export interface ConditionGroupNode {
  kind: 'conditionGroup';
  id: string;
  mode: 'firstTrueWins' | 'clearFalseOnly';
  branches: ConditionBranch[];
}

export type RevealTrigger =
  { button: { label: string; hideLabel?: string } } | { checkbox: string };

export interface RevealNode {
  kind: 'reveal';
  id: string;
  trigger: RevealTrigger;
  mode: 'reveal' | 'replace';
  children: FormNode[];
  replaces?: FormNode[];
  clears?: string[];
}

export interface ConfirmSwapNode {
  kind: 'confirmSwap';
  id: string;
  key: string;
  label: string;
  required?: boolean;
  before: FormNode[];
  after: FormNode[];
}

export type FormNode =
  | SectionNode
  | QuestionNode
  | ContentNode
  | RepeaterNode
  | TabsNode
  | ConditionalNode
  | ConditionGroupNode
  | RevealNode
  | ConfirmSwapNode;

export type NodeKind = FormNode['kind'];

export interface PageDefinition {
  $schema?: string;
  id: PageId;
  title: string;
  step: number;
  nodes: FormNode[];
}

export type SiteLinkName =
  'housing' | 'catalog' | 'consumerInfo' | 'financialAid' | 'campusSafety' | 'tour';

export interface StaffListConfig {
  firstNameKey: string;
  lastNameKey: string;
  /** A coded answer: the list filters by its code and shows its `_desc` text. */
  entryTermKey: string;
  /** Answers the search matches besides the account's e-mail address. */
  searchKeys: string[];
}

/** One material an application needs (issue 33): an uploaded document or one staff receive. */
export interface MaterialItem {
  id: string;
  label: string;
  /** The document question whose finished upload satisfies it, or 'manual' (staff mark it). */
  satisfiedBy: string;
  required: boolean;
}

/** A decision admins may record, with the letter text it starts from. */
export interface DecisionOption {
  id: string;
  label: string;
  /** The letter's text an admin starts from. */
  letter: string;
}

/** A category of sensitive answers (issue 33) staff are granted one by one. */
export interface SensitiveCategory {
  id: string;
  label: string;
}

/** A queue applications sit in for review (issue 33), in the office's order. */
export interface QueueOption {
  id: string;
  label: string;
  /** A reader sees the other reviews of an application here only after submitting theirs. */
  blind: boolean;
}

/** forms/review.json: the form a reader fills in about an application, drawn like a page. */
export interface ReviewDefinition {
  $schema?: string;
  id: 'review';
  title: string;
  step: number;
  nodes: FormNode[];
}

/** forms/site.json: the institution's settings. */
export interface SiteConfig {
  name: string;
  shortName: string;
  /** What search engines show under the application's title (the pages' meta description). */
  description: string;
  /** Answers that name the applicant in greetings, first non-empty wins (preferred, then first name). */
  applicantNameKeys: string[];
  /** The staff workspace's list: its name and term columns and what its search reads. */
  staffList: StaffListConfig;
  address: { line1: string; line2?: string; city: string; state: string; zip: string };
  help: { email: string; office: string; phone: string; hours?: string };
  phones: { admissions: string; tollFree: string };
  links: Record<SiteLinkName, string>;
  financialAidCode: string;
  alertBanner: { start: string; end: string; text: string };
  defaultRoute: string;
  /** Where Save & Continue leads from each page but the last (which has Submit). */
  saveAndContinue: Partial<Record<PageId, string>>;
  textareaMax: number;
  privacyNotice: string[];
  /** IANA time zone of the institution: every time shown to a person is written in it. */
  timeZone: string;
  /** What happens after submitting, shown on the completion page (one paragraph each). */
  nextSteps: string[];
  /** The materials every application needs, in the order staff read them. */
  checklist: MaterialItem[];
  /** The decisions admins choose from. */
  decisions: DecisionOption[];
  /** The review queues; a submitted application sits in the first until moved. */
  queues: QueueOption[];
  /** The categories of sensitive answers, each granted to staff on its own (issue 33). */
  sensitiveCategories: SensitiveCategory[];
}

/** UI state that decides what is on screen besides the answers. */
export interface ViewState {
  /** Tabs map: tab id to chosen tab (default: each tabs node's defaultTab). */
  tabs?: Record<string, string>;
  /** Add-another map: button id to number of entries shown (default 1, spec section 4). */
  addAnother?: Record<string, number>;
}

/** Error map: answer key to its messages (deduplicated). */
export type ErrorMap = Record<string, string[]>;
