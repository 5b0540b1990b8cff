import { flowPage, type Flow } from '../../src/domain/flows/flow';
import type {
  DependsOn,
  FieldDefinition,
  FieldOption,
  PageDefinition,
  RenderedType,
} from '../../src/domain/questionnaire/page-definition';
import { legalIdentifierOptions } from '../../src/domain/questionnaire/formatting';
import { MAX_TEXT_LENGTH } from '../../src/domain/text-limits';
import { EMAIL_REGEX } from '../../src/domain/email-address';
import { US_STATES, ZIP_CODE_REGEX } from '../../src/domain/us-states';

/**
 * Small builders shared by the page definitions of every flow: text and choice fields, the
 * address block, person rows of lists (owners, managers), the registered-agent block and page
 * navigation. Attribute values come from the specs (foundation §5 and §9, dashboard §3 and §5).
 */

/** An email with a top-level domain of at least two letters (dashboard §5). */
export { EMAIL_REGEX };
/** Phone mask (dashboard §3); the answer is the masked text or its ten digits. */
export const PHONE_MASK = '+1 (000) 000-0000';
export const PHONE_REGEX = '^(\\+1 \\(\\d{3}\\) \\d{3}-\\d{4}|\\d{10})$';
/** Letters, numbers, spaces, '-' and '&' (spec §5 business_name message). */
export const BUSINESS_NAME_REGEX = '^[A-Za-z0-9 &-]+$';
/** NAICS business class: exactly six digits (spec §9). */
export const BUSINESS_CLASS_REGEX = '^\\d{6}$';
/** Tax ID: nine digits, shown XXX-XX-XXXX (spec §5). */
export const TAX_ID_MASK = '000-00-0000';
export const TAX_ID_REGEX = '^\\d{3}-?\\d{2}-?\\d{4}$';
/** Whole numbers, for counts. */
export const WHOLE_NUMBER_REGEX = '^\\d+$';

/** The optional attributes a builder's caller may add or override. */
export type FieldExtras = Partial<Omit<FieldDefinition, 'name'>>;

/** Options from [value, label] pairs, or [value, label, description] for card lists. */
export function options(
  ...pairs: ReadonlyArray<readonly [string, string] | readonly [string, string, string]>
): FieldOption[] {
  return pairs.map(([value, label, description]) =>
    description === undefined ? { value, label } : { value, label, description },
  );
}

/** A single-line text answer of at most 128 characters. */
export function textField(name: string, title: string, extras: FieldExtras = {}): FieldDefinition {
  return {
    name,
    title,
    type: 'string',
    rendered_type: 'text',
    maxLength: MAX_TEXT_LENGTH,
    ...extras,
  };
}

/** A choice among fixed options (radio, select, card lists, toggle icons, filing cards). */
export function choiceField(
  name: string,
  title: string,
  renderedType: RenderedType,
  choices: FieldOption[],
  extras: FieldExtras = {},
): FieldDefinition {
  return { name, title, type: 'string', rendered_type: renderedType, options: choices, ...extras };
}

/** A yes/no radio; the options carry 'true' and 'false', the answer is a boolean. */
export function yesNoRadio(
  name: string,
  title: string,
  yesLabel = 'Yes',
  noLabel = 'No',
  extras: FieldExtras = {},
): FieldDefinition {
  return {
    ...choiceField(name, title, 'radio', options(['true', yesLabel], ['false', noLabel]), extras),
    type: 'boolean',
  };
}

/** An on/off answer shown as a toggle (or another boolean rendering). */
export function booleanField(
  name: string,
  title: string,
  renderedType: RenderedType = 'toggle',
  extras: FieldExtras = {},
): FieldDefinition {
  return { name, title, type: 'boolean', rendered_type: renderedType, ...extras };
}

/** The hidden flag the amendment pages carry (set true by the save, dashboard §7). */
export function dataChangedField(): FieldDefinition {
  return booleanField('data_changed', 'Data changed', 'toggle', { hidden: true, default: false });
}

export function stateOptions(): FieldOption[] {
  return US_STATES.map((state) => ({ value: state.name, label: state.name }));
}

/** A state select holding the full state name. */
export function stateField(
  name: string,
  title = 'State',
  extras: FieldExtras = {},
): FieldDefinition {
  return choiceField(name, title, 'select', stateOptions(), {
    maxLength: MAX_TEXT_LENGTH,
    ...extras,
  });
}

export function emailField(
  name = 'email',
  title = 'Email',
  extras: FieldExtras = {},
): FieldDefinition {
  return textField(name, title, { regex: EMAIL_REGEX, placeholder: 'name@example.com', ...extras });
}

export function phoneField(
  name = 'phone',
  title = 'Phone',
  extras: FieldExtras = {},
): FieldDefinition {
  return textField(name, title, {
    rendered_type: 'mask_text',
    mask: PHONE_MASK,
    regex: PHONE_REGEX,
    ...extras,
  });
}

/** The business name with its availability check (rendered_type business_name). */
export function businessNameField(extras: FieldExtras = {}): FieldDefinition {
  return textField('business_name', 'Business name', {
    rendered_type: 'business_name',
    regex: BUSINESS_NAME_REGEX,
    ...extras,
  });
}

/** Legal identifier of an LLC (dashboard §5); every flow here concerns an LLC. */
export function legalIdentifierField(extras: FieldExtras = {}): FieldDefinition {
  const identifiers = legalIdentifierOptions('LLC');
  return choiceField(
    'legal_identifier',
    'Legal identifier',
    'select',
    identifiers.map((value) => ({ value, label: value })),
    extras,
  );
}

/** A business name of at most 128 characters, a space and the longest legal identifier. */
const OFFICIAL_NAME_MAX_LENGTH =
  MAX_TEXT_LENGTH + 1 + Math.max(...legalIdentifierOptions('LLC').map((id) => id.length));

/** Name, a space, then identifier — rebuilt by the form, never typed (spec §4). */
export function officialBusinessNameField(): FieldDefinition {
  return {
    name: 'official_business_name',
    title: 'Official business name',
    description: 'Your business name followed by its legal identifier.',
    type: 'string',
    rendered_type: 'official_business_name',
    readonly_field: true,
    maxLength: OFFICIAL_NAME_MAX_LENGTH,
  };
}

/** Six-digit NAICS code chosen through sector, industry and code lookups. */
export function businessClassField(): FieldDefinition {
  return {
    name: 'business_class',
    title: 'Business industry',
    description: 'Choose the sector, then the kind of business, then its specialization.',
    type: 'string',
    rendered_type: 'naics_select',
    regex: BUSINESS_CLASS_REGEX,
  };
}

/** Prefix of an address block: none (owners, agents), business_ or mailing_. */
export type AddressPrefix = '' | 'business_' | 'mailing_';

const ADDRESS_TITLE_PREFIX: Record<AddressPrefix, string> = {
  '': '',
  business_: 'Business ',
  mailing_: 'Mailing ',
};

export interface AddressBlockOptions {
  /** Applied to every field of the block (e.g. the mailing block hides with its toggle). */
  depends_on?: DependsOn;
  /** Guidance shown under the first line (e.g. the PO box rule). */
  description?: string;
  readonly_field?: boolean;
}

/**
 * The address form of dashboard §3: street_address1 (address search), street_address2
 * (optional, 'Floor/Apt/Suite number'), city, state (select of full names) and zip_code, all at
 * most 128 characters, named with the block's prefix (business_city, mailing_zip_code, …).
 */
export function addressFields(
  prefix: AddressPrefix,
  block: AddressBlockOptions = {},
): FieldDefinition[] {
  const titled = (text: string) => {
    const prefixTitle = ADDRESS_TITLE_PREFIX[prefix];
    return prefixTitle
      ? `${prefixTitle}${text}`
      : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  };
  const shared: FieldExtras = {
    ...(block.depends_on ? { depends_on: block.depends_on } : {}),
    ...(block.readonly_field ? { readonly_field: true } : {}),
  };
  return [
    textField(`${prefix}street_address1`, titled('street address'), {
      rendered_type: 'address_search',
      placeholder: 'Start typing your address',
      ...(block.description ? { description: block.description } : {}),
      ...shared,
    }),
    textField(`${prefix}street_address2`, titled('floor/apt/suite number'), {
      placeholder: 'Floor/Apt/Suite number',
      ...shared,
    }),
    textField(`${prefix}city`, titled('city'), shared),
    stateField(`${prefix}state`, titled('state'), shared),
    textField(`${prefix}zip_code`, titled('zip code'), { regex: ZIP_CODE_REGEX, ...shared }),
  ];
}

/** The required part of an address block: everything but the second line. */
export function addressRequired(prefix: AddressPrefix): string[] {
  return ['street_address1', 'city', 'state', 'zip_code'].map((name) => `${prefix}${name}`);
}

/**
 * A list answer (owners, managers): one row per item, each validated on its own, at most
 * `maxRows` rows (the page carries it; validation and the add-row button both read it).
 */
export function listField(
  name: string,
  title: string,
  children: FieldDefinition[],
  childrenRequired: string[],
  maxRows: number,
): FieldDefinition {
  return {
    name,
    title,
    type: 'array',
    // A list is recognised by its children; 'text' is the placeholder rendered type.
    rendered_type: 'text',
    children,
    children_required: childrenRequired,
    max_rows: maxRows,
  };
}

export interface PersonRowOptions {
  /** Phone with its mask (owners; not managers). */
  phone?: boolean;
  /** The prefill toggles of formation owners (spec §4). */
  prefills?: boolean;
  /** is_managing_member and is_primary_contact (formation owners). */
  memberFlags?: boolean;
  /** The percentage after the address, as the annual report lists its managers (dashboard §3). */
  percentageLast?: boolean;
}

/** The ownership share: 1–100, 100 for a single owner (spec §9). */
export function percentageField(): FieldDefinition {
  return {
    name: 'percentage',
    title: 'Ownership percentage',
    label: 'Ownership percentage',
    type: 'number',
    rendered_type: 'number',
    min: 1,
    max: 100,
    default: 100,
  };
}

/**
 * The row of an owners or managers list (spec §3 "Owner fields"): names, email, optionally
 * phone, the ownership percentage and an unprefixed address block, each prefill toggle just
 * before the fields it fills.
 */
export function personRowFields(row: PersonRowOptions = {}): FieldDefinition[] {
  const prefill = (name: 'contact_info_prefill' | 'address_prefill', title: string) =>
    row.prefills ? [booleanField(name, title, name, { default: false })] : [];
  const percentage = [percentageField()];
  return [
    ...prefill('contact_info_prefill', 'Use my contact details'),
    textField('first_name', 'First name'),
    textField('last_name', 'Last name'),
    emailField(),
    ...(row.phone ? [phoneField()] : []),
    ...(row.percentageLast ? [] : percentage),
    ...prefill('address_prefill', 'Use my saved address'),
    ...addressFields(''),
    ...(row.percentageLast ? percentage : []),
    ...(row.memberFlags
      ? [
          booleanField('is_managing_member', 'Managing member', 'checkbox', { default: false }),
          booleanField('is_primary_contact', 'Primary contact', 'checkbox', { default: false }),
        ]
      : []),
  ];
}

/** The product's registered agent (true) or someone else (false). */
export function designatedAgentField(extras: FieldExtras = {}): FieldDefinition {
  return yesNoRadio(
    'is_bizup_designated_agent',
    'Registered agent',
    "Charter's registered agent",
    'Someone else',
    extras,
  );
}

/** Agent members are Agent (shown as Individual) or Business (spec §3 member types). */
export const REGISTERED_AGENT_TYPES = options(['Agent', 'Individual'], ['Business', 'Business']);

export interface AgentBlockOptions {
  /** The contact person of a business agent (amendment page5). */
  contactName?: boolean;
  readonly_field?: boolean;
}

/**
 * The someone-else agent: its type, the individual's names or the business's name, and its
 * address — all hidden while the product's agent is chosen (or nothing is chosen yet).
 *
 * Names hang off registered_agent_type, which has no default: the names stay hidden until the
 * type is picked, and hiding the type (choosing the product's agent) clears it and so hides
 * them too once hidden answers are cleared.
 */
export function agentFields(block: AgentBlockOptions = {}): FieldDefinition[] {
  const someoneElse: DependsOn = { key: 'is_bizup_designated_agent', value: true, action: 'hide' };
  const individual: DependsOn = { key: 'registered_agent_type', value: 'Agent', action: 'show' };
  const business: DependsOn = { key: 'registered_agent_type', value: 'Business', action: 'show' };
  const readonly: FieldExtras = block.readonly_field ? { readonly_field: true } : {};
  return [
    choiceField(
      'registered_agent_type',
      'Registered agent type',
      'toggle_icon',
      REGISTERED_AGENT_TYPES,
      {
        depends_on: someoneElse,
        ...readonly,
      },
    ),
    textField('agent_first_name', 'Agent first name', { depends_on: individual, ...readonly }),
    textField('agent_last_name', 'Agent last name', { depends_on: individual, ...readonly }),
    textField('business_name', 'Agent business name', { depends_on: business, ...readonly }),
    ...(block.contactName
      ? [
          textField('business_contact_name', 'Business contact name', {
            depends_on: business,
            ...readonly,
          }),
        ]
      : []),
    ...addressFields('', { depends_on: someoneElse, ...readonly }),
  ];
}

export interface PageSpec {
  /**
   * The flow module (src/domain/flows), whose label for the page is its title; or, for a flow
   * not described as one yet, its key (e.g. 'amendment') with the title given here.
   */
  flow: Flow | string;
  /** The page name, e.g. 'page2'. */
  page: string;
  /** Required with a flow key; with a flow module its label is the title. */
  title?: string;
  fields: FieldDefinition[];
  required: string[];
  /**
   * Next page name within the flow (a template such as '{category}' is kept as is); for a
   * question page of a flow module, the page after it there unless given.
   */
  next?: string;
  /**
   * Previous page name; for a question page of a flow module, the question page before it
   * there unless given; none on a flow's first page, nor where null (a page standing alone).
   */
  prev?: string | null;
}

/**
 * Where a question page's Continue and Back go by the order of its flow module's pages, so
 * that order is written once: the page after it, and the question page before it.
 */
function neighbours(flow: Flow | string, page: string): { next?: string; prev?: string } {
  if (typeof flow === 'string') return {};
  const index = flow.pages.findIndex((candidate) => candidate.name === page);
  if (flow.pages[index]?.kind !== 'question') return {};
  const before = flow.pages[index - 1];
  return {
    next: flow.pages[index + 1]?.name,
    prev: before?.kind === 'question' ? before.name : undefined,
  };
}

/** A page with id '<flow>/<page>', Continue to the next page and Back to the previous one. */
export function definePage(spec: PageSpec): PageDefinition {
  const key = typeof spec.flow === 'string' ? spec.flow : spec.flow.key;
  const title =
    spec.title ??
    (typeof spec.flow === 'string' ? undefined : flowPage(spec.flow, spec.page)?.label);
  if (!title) throw new Error(`Page ${key}/${spec.page} has no title: is it in its flow module?`);
  const inOrder = neighbours(spec.flow, spec.page);
  const next = spec.next ?? inOrder.next;
  if (!next) throw new Error(`Page ${key}/${spec.page} has no next page: give it one`);
  const prev = spec.prev === null ? undefined : (spec.prev ?? inOrder.prev);
  return {
    id: `${key}/${spec.page}`,
    title,
    fields: spec.fields,
    required: spec.required,
    next_button: { label: 'Continue', next_page_url: `/${key}/${next}` },
    ...(prev ? { prev_button: { label: 'Back', next_page_url: `/${key}/${prev}` } } : {}),
  };
}
