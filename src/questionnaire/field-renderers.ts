import { lazy, type LazyExoticComponent } from 'react';
import type { FieldDefinition, RenderedType } from '../domain/questionnaire/page-definition';
import type { FieldRenderer } from './field-renderer';

type Loader = () => Promise<FieldRenderer>;

/**
 * The renderer module of each rendered_type (spec §3). Each module is its own chunk, loaded
 * with the first page that needs it, so the engine itself stays small.
 */
const text: Loader = () => import('./fields/text-field').then((m) => m.TextFieldRenderer);
const select: Loader = () => import('./fields/select-field').then((m) => m.SelectFieldRenderer);
const radio: Loader = () => import('./fields/radio-field').then((m) => m.RadioFieldRenderer);
const onOff: Loader = () => import('./fields/switch-field').then((m) => m.SwitchFieldRenderer);
const number: Loader = () => import('./fields/number-field').then((m) => m.NumberFieldRenderer);
const masked: Loader = () => import('./fields/masked-field').then((m) => m.MaskedFieldRenderer);
const businessName: Loader = () =>
  import('./fields/business-name-field').then((m) => m.BusinessNameFieldRenderer);
const naics: Loader = () =>
  import('./fields/naics-select-field').then((m) => m.NaicsSelectFieldRenderer);
const officialName: Loader = () =>
  import('./fields/official-name-field').then((m) => m.OfficialNameFieldRenderer);
const addressSearch: Loader = () =>
  import('./fields/address-search-field').then((m) => m.AddressSearchFieldRenderer);
const industry: Loader = () =>
  import('./fields/industry-keyword-field').then((m) => m.IndustryKeywordFieldRenderer);
const activities: Loader = () =>
  import('./fields/activities-field').then((m) => m.ActivitiesFieldRenderer);
const year: Loader = () =>
  import('./fields/year-picker-field').then((m) => m.YearPickerFieldRenderer);

const LOADERS: Record<RenderedType, Loader> = {
  text,
  text_area: text,
  address_search: addressSearch,
  business_name: businessName,
  naics_select: naics,
  avalara_industry_selection: industry,
  avalara_activities_selection: activities,
  select,
  month_picker: select,
  radio,
  service_filing: radio,
  custom_radio_1: radio,
  custom_radio_2: radio,
  toggle_icon: radio,
  toggle: onOff,
  checkbox: onOff,
  contact_info_prefill: onOff,
  address_prefill: onOff,
  number,
  year_picker: year,
  mask_text: masked,
  official_business_name: officialName,
};

const password: Loader = () =>
  import('./fields/password-field').then((m) => m.PasswordFieldRenderer);

/** Fields whose name, not rendered type, decides how they are typed. */
const BY_NAME: Record<string, Loader> = { password, confirm_password: password };

function loaderFor(field: FieldDefinition): Loader {
  return BY_NAME[field.name] ?? LOADERS[field.rendered_type] ?? text;
}

/** Renderers whose code has arrived, by loader. */
const arrived = new Map<Loader, FieldRenderer>();

/**
 * The component of each loader, fixed at its first use: the renderer itself when its code has
 * arrived (it renders at once), otherwise a lazy one (it suspends until then). Never swapped
 * afterwards: a new component type would remount the field and lose its focus.
 */
const components = new Map<Loader, FieldRenderer | LazyExoticComponent<FieldRenderer>>();

/** The component that renders a field. */
export function rendererFor(
  field: FieldDefinition,
): FieldRenderer | LazyExoticComponent<FieldRenderer> {
  const loader = loaderFor(field);
  let component = components.get(loader);
  if (!component) {
    component =
      arrived.get(loader) ?? lazy(() => loader().then((renderer) => ({ default: renderer })));
    components.set(loader, component);
  }
  return component;
}

function loadersOf(fields: readonly FieldDefinition[]): Loader[] {
  return fields.flatMap((field) => [
    loaderFor(field),
    ...(field.children ? loadersOf(field.children) : []),
  ]);
}

/** Whether every renderer the fields need has arrived: a page already seen paints at once. */
export function renderersArrived(fields: readonly FieldDefinition[]): boolean {
  return loadersOf(fields).every((loader) => arrived.has(loader));
}

/**
 * Downloads the renderers a page needs at once; settles when all have arrived or one has
 * failed (the field then shows the failure through its lazy component and the error boundary).
 */
export async function loadRenderers(fields: readonly FieldDefinition[]): Promise<void> {
  await Promise.allSettled(
    loadersOf(fields).map((loader) =>
      loader().then((renderer) => {
        arrived.set(loader, renderer);
      }),
    ),
  );
}

/**
 * Renderers that read answers besides their own: the name check and the address search need
 * the state; the licence flow's activities, the industry they are asked for.
 */
const READING_OTHER_ANSWERS: ReadonlySet<RenderedType> = new Set([
  'business_name',
  'address_search',
  'avalara_activities_selection',
]);

export function readsOtherAnswers(field: FieldDefinition): boolean {
  return READING_OTHER_ANSWERS.has(field.rendered_type);
}
