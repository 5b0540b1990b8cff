/**
 * The shape of a server-defined question page (spec foundation §3 "Question page"): each field
 * carries its own presentation and validation attributes; the page carries the required list and
 * its navigation. Shared by the server (which serves and re-validates) and the browser (which
 * renders and validates).
 */
export const RENDERED_TYPES = [
  'text',
  'address_search',
  'address_prefill',
  'contact_info_prefill',
  'number',
  'service_filing',
  'radio',
  'select',
  'toggle',
  'mask_text',
  'toggle_icon',
  'checkbox',
  'custom_radio_1',
  'custom_radio_2',
  'naics_select',
  'business_name',
  'official_business_name',
  'month_picker',
  'year_picker',
  'avalara_activities_selection',
  'avalara_industry_selection',
  'text_area',
] as const;
export type RenderedType = (typeof RENDERED_TYPES)[number];

export interface FieldOption {
  value: string;
  label: string;
  /** Card lists (custom_radio_2) show a description under the label. */
  description?: string;
  /** Listed with the label COMING SOON and cannot be chosen (spec §2: EIN's Other). */
  comingSoon?: boolean;
  /**
   * Filled by the screen for the visitor's state, never by the server (registration's plan and
   * filing cards): the card's price, the lines under its description (what a plan holds), and
   * why it cannot be chosen here (no expedited filing in the state).
   */
  price?: string;
  details?: readonly string[];
  unavailableReason?: string;
}

/**
 * Show/hide rule: with `hide` (the default) the field is hidden while the controlling field
 * equals `value` or is empty; with `show` it is shown only while the controlling field equals
 * `value`.
 */
export interface DependsOn {
  key: string;
  value: string | number | boolean;
  action?: 'hide' | 'show';
}

export interface FieldDefinition {
  /** The answer key, exactly as the spec names it (e.g. business_name, street_address2). */
  name: string;
  title?: string;
  label?: string;
  description?: string;
  placeholder?: string;
  type: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  rendered_type: RenderedType;
  options?: FieldOption[];
  maxLength?: number;
  minLength?: number;
  min?: number;
  max?: number;
  regex?: string;
  mask?: string;
  /**
   * The answer is a secret of the owner's (an SSN or ITIN, issue 14): encrypted at rest, never
   * sent back nor shown but masked (sensitive-answers.ts), and a save may send the masked form
   * to keep the stored answer. Top-level fields of a page only.
   */
  sensitive?: boolean;
  readonly_field?: boolean;
  disabled?: boolean;
  hidden?: boolean;
  default?: unknown;
  depends_on?: DependsOn;
  /** Row fields of a list (owners, managers); each row is validated on its own. */
  children?: FieldDefinition[];
  /** Required fields of each row of a list. */
  children_required?: string[];
  /** The most rows a list takes (owners 3, managers 8); the add-row button hides at it. */
  max_rows?: number;
  /**
   * What the rows' answers to one row field must add up to, and what they are called in its
   * message (every list of a company's owners: OWNERSHIP_TOTAL, 'Ownership percentages', 100).
   */
  rows_total?: { field: string; value: number; label: string };
}

export interface PageButton {
  label: string;
  next_page_url: string;
}

export interface PageDefinition {
  /** Flow and page, e.g. formation/page1. */
  id: string;
  title: string;
  fields: FieldDefinition[];
  /** The page's required list: a field's required flag comes from here (spec §5). */
  required: string[];
  next_button?: PageButton;
  prev_button?: PageButton;
}

export type Answers = Record<string, unknown>;
