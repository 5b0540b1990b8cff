/**
 * The business activities that change which licences apply (issue 27): the licence rules'
 * triggers (server/products/business-licence/rules) name these ids, and the flow's
 * industry-activities step offers them as `IndustryActivityId` / `DisplayName` (spec foundation
 * §3 "Industry activity"). One list, so a rule can never name an activity an owner cannot pick.
 */
export const BUSINESS_ACTIVITIES = [
  { id: 'sells_taxable_goods', label: 'Sells goods, or services that are taxed, to customers' },
  { id: 'has_employees', label: 'Has employees, or will hire them' },
  { id: 'sells_alcohol', label: 'Serves or sells alcoholic drinks' },
  { id: 'makes_alcohol', label: 'Brews, distils or makes wine, or imports or wholesales alcohol' },
  { id: 'food', label: 'Prepares, serves or sells food' },
  { id: 'tobacco_vape', label: 'Sells tobacco or vape products' },
  { id: 'makes_tobacco', label: 'Makes tobacco products, or imports them' },
  { id: 'firearms', label: 'Makes, imports or sells firearms or ammunition' },
  { id: 'explosives', label: 'Makes, imports, sells or uses explosives (blasting, fireworks)' },
  { id: 'passenger_transport', label: 'Carries passengers for hire' },
  { id: 'freight_transport', label: 'Carries goods commercially by truck' },
  { id: 'child_care', label: 'Cares for children' },
  { id: 'contractor', label: 'Works on buildings as a contractor' },
  { id: 'cosmetology', label: 'Offers hair, nail, skin or barbering services' },
  { id: 'real_estate', label: 'Brokers or sells real estate for others' },
  { id: 'accounting', label: 'Offers public accounting as a CPA firm' },
  { id: 'home_based', label: 'Works from the owner’s home' },
  {
    id: 'agriculture',
    label: 'Imports or moves animals, animal products, plants or biologics across state lines',
  },
  { id: 'aviation', label: 'Operates aircraft, flies goods or people, or maintains aircraft' },
  { id: 'wildlife', label: 'Imports or exports wildlife or wildlife products' },
  { id: 'commercial_fishing', label: 'Fishes commercially' },
  { id: 'maritime', label: 'Carries or arranges cargo by sea' },
  { id: 'mining_drilling', label: 'Drills or mines on federal land or offshore' },
  { id: 'nuclear', label: 'Produces nuclear energy or handles nuclear materials' },
  {
    id: 'broadcasting',
    label: 'Broadcasts on radio or television, or uses licensed radio spectrum',
  },
] as const;

export type BusinessActivityId = (typeof BUSINESS_ACTIVITIES)[number]['id'];

export const BUSINESS_ACTIVITY_IDS: readonly BusinessActivityId[] = BUSINESS_ACTIVITIES.map(
  ({ id }) => id,
);

/** An activity as a sentence names it after "your business": "serves or sells alcoholic drinks". */
export function activityInSentence(id: BusinessActivityId): string {
  const label = BUSINESS_ACTIVITIES.find((activity) => activity.id === id)?.label ?? id;
  return label.charAt(0).toLowerCase() + label.slice(1);
}
