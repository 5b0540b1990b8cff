import { EIN_FLOW } from '../../../src/domain/flows/ein-flow';
import type {
  FieldDefinition,
  PageDefinition,
} from '../../../src/domain/questionnaire/page-definition';
import {
  choiceField,
  definePage,
  options,
  TAX_ID_MASK,
  TAX_ID_REGEX,
  textField,
  WHOLE_NUMBER_REGEX,
  yesNoRadio,
} from '../../pages/field-builders';
import { EIN_CATEGORIES, type EinCategoryPage } from '../../../src/domain/ein-categories';
import { MONTH_NAMES } from '../../../src/domain/month-names';

/**
 * EIN application (spec foundation §2 "EIN flow"): page1 → page2 → page3 → page4 → the
 * industry sub-page chosen on page4 → review. Page4's Continue goes to '/ein/{category}',
 * the template filled from the `category` answer.
 */
const flow = EIN_FLOW;

/** What each category's sub-page offers: its description on page4, and its industry types. */
const CATEGORY_DETAILS: Record<
  EinCategoryPage,
  {
    description: string;
    /** Listed but not yet offered (spec §2: Other shows COMING SOON). */
    comingSoon?: boolean;
    types: ReadonlyArray<readonly [string, string]>;
  }
> = {
  accommodation: {
    description: 'Hotels, motels, bed and breakfasts and other lodging.',
    types: [
      ['hotel_motel', 'Hotel or motel'],
      ['bed_and_breakfast', 'Bed and breakfast'],
      ['vacation_rental', 'Vacation rental'],
      ['rv_park_campground', 'RV park or campground'],
    ],
  },
  construction: {
    description: 'Building, remodelling and specialty trade contractors.',
    types: [
      ['residential_building', 'Residential building'],
      ['commercial_building', 'Commercial building'],
      ['heavy_civil_engineering', 'Heavy and civil engineering'],
      ['specialty_trade', 'Specialty trade contractor'],
    ],
  },
  finance: {
    description: 'Banking, lending, investing and payment services.',
    types: [
      ['banking_lending', 'Banking or lending'],
      ['investment_advice', 'Investment advice'],
      ['securities_brokerage', 'Securities brokerage'],
      ['payment_processing', 'Payment processing'],
    ],
  },
  'food-service': {
    description: 'Restaurants, catering, food trucks and bars.',
    types: [
      ['full_service_restaurant', 'Full-service restaurant'],
      ['quick_service', 'Fast food or quick service'],
      ['catering', 'Catering'],
      ['food_truck', 'Food truck'],
      ['bar_tavern', 'Bar or tavern'],
    ],
  },
  'health-care': {
    description: 'Medical, dental, mental health and home care services.',
    types: [
      ['physician_clinic', 'Physician or clinic'],
      ['dental_practice', 'Dental practice'],
      ['home_health_care', 'Home health care'],
      ['mental_health', 'Mental health services'],
      ['medical_laboratory', 'Medical laboratory'],
    ],
  },
  insurance: {
    description: 'Insurance agencies, brokers and carriers.',
    types: [
      ['agency_brokerage', 'Insurance agency or brokerage'],
      ['carrier', 'Insurance carrier'],
      ['claims_adjusting', 'Claims adjusting'],
    ],
  },
  manufacturing: {
    description: 'Making goods from raw materials or parts.',
    types: [
      ['food_beverage', 'Food and beverage'],
      ['apparel_textiles', 'Apparel and textiles'],
      ['metal_machinery', 'Metal and machinery'],
      ['electronics', 'Electronics'],
      ['wood_furniture', 'Wood and furniture'],
    ],
  },
  'real-estate': {
    description: 'Buying, selling, managing or appraising property.',
    types: [
      ['buying_selling', 'Buying and selling property'],
      ['property_management', 'Property management'],
      ['agent_broker', 'Real estate agent or broker'],
      ['appraisal', 'Appraisal'],
    ],
  },
  'rental-leasing': {
    description: 'Renting or leasing equipment, vehicles or goods.',
    types: [
      ['equipment', 'Equipment rental'],
      ['vehicles', 'Vehicle rental'],
      ['consumer_goods', 'Consumer goods rental'],
    ],
  },
  retail: {
    description: 'Selling goods directly to consumers.',
    types: [
      ['storefront', 'Storefront'],
      ['online_store', 'Online store'],
      ['storefront_and_online', 'Storefront and online'],
    ],
  },
  'social-assistance': {
    description: 'Child care, elder care and community services.',
    types: [
      ['child_day_care', 'Child day care'],
      ['elder_disability', 'Elder and disability services'],
      ['community_food_housing', 'Community food and housing'],
      ['vocational_rehabilitation', 'Vocational rehabilitation'],
    ],
  },
  transportation: {
    description: 'Moving people or freight by road, rail, air or water.',
    types: [
      ['trucking', 'Trucking (freight)'],
      ['passenger', 'Passenger transport'],
      ['courier_delivery', 'Couriers and delivery'],
      ['air', 'Air transport'],
    ],
  },
  warehousing: {
    description: 'Storing goods for others.',
    types: [
      ['general', 'General warehousing and storage'],
      ['refrigerated', 'Refrigerated storage'],
      ['self_storage', 'Self-storage'],
      ['farm_products', 'Farm product storage'],
    ],
  },
  wholesale: {
    description: 'Selling goods to other businesses for resale.',
    types: [
      ['durable_goods', 'Durable goods'],
      ['nondurable_goods', 'Nondurable goods'],
      ['electronic_markets', 'Wholesale e-commerce'],
      ['agents_brokers', 'Agents and brokers'],
    ],
  },
  other: {
    description: 'Businesses that fit none of the categories above.',
    comingSoon: true,
    types: [
      ['consulting', 'Consulting'],
      ['personal_services', 'Personal services'],
      ['technology_services', 'Technology services'],
      ['other', 'Other'],
    ],
  },
};

interface EinCategory {
  page: EinCategoryPage;
  label: string;
  description: string;
  comingSoon?: boolean;
  /** The industry_type options of the sub-page: [value, label]. */
  types: ReadonlyArray<readonly [string, string]>;
}

const CATEGORIES: readonly EinCategory[] = EIN_CATEGORIES.map((category) => ({
  ...category,
  ...CATEGORY_DETAILS[category.page],
}));

const withEmployees = { key: 'has_employees', value: true, action: 'show' } as const;

function industrySubPage(category: EinCategory): PageDefinition {
  const fields: FieldDefinition[] = [
    choiceField('industry_type', 'Business type', 'radio', options(...category.types), {
      label: `What type of ${category.label.toLowerCase()} business is it?`,
    }),
    textField('type_specification', 'Type specification', {
      description: 'Describe the main products or services of your business.',
      placeholder: 'e.g. the goods you sell or the services you provide',
    }),
  ];
  return definePage({
    flow,
    page: category.page,
    fields,
    // Extra fields on the sub-pages are always required (spec §2).
    required: fields.map((field) => field.name),
    next: 'review',
    prev: 'page4',
  });
}

export const EIN_PAGES: readonly PageDefinition[] = [
  definePage({
    flow,
    page: 'page1',
    fields: [
      textField('first_name', 'First name'),
      textField('last_name', 'Last name'),
      textField('tax_id_number', 'SSN or ITIN', {
        rendered_type: 'mask_text',
        mask: TAX_ID_MASK,
        regex: TAX_ID_REGEX,
        maxLength: TAX_ID_MASK.length,
        placeholder: 'XXX-XX-XXXX',
        sensitive: true,
      }),
      choiceField(
        'role',
        'Title or role',
        'select',
        options(
          ['Managing member', 'Managing member'],
          ['Member', 'Member'],
          ['Owner', 'Owner'],
          ['Manager', 'Manager'],
        ),
      ),
    ],
    required: ['first_name', 'last_name', 'tax_id_number', 'role'],
  }),
  definePage({
    flow,
    page: 'page2',
    fields: [
      yesNoRadio('has_employees', 'W-2 employees', 'Yes', 'No', {
        label: 'Will your business have W-2 employees in the next 12 months?',
      }),
      {
        name: 'number_of_employees',
        title: 'Number of W-2 employees',
        label: 'Number of W-2 employees',
        type: 'integer',
        rendered_type: 'number',
        regex: WHOLE_NUMBER_REGEX,
        depends_on: withEmployees,
      },
      {
        name: 'first_wage_month',
        title: 'First wage payment month',
        type: 'string',
        rendered_type: 'month_picker',
        depends_on: withEmployees,
      },
    ],
    required: ['has_employees', 'number_of_employees', 'first_wage_month'],
  }),
  definePage({
    flow,
    page: 'page3',
    fields: [
      choiceField(
        'reason_for_applying',
        'Reason for applying',
        'radio',
        options(
          ['started_new_business', 'Started a new business'],
          ['hired_employees', 'Hired employees'],
          ['banking_purpose', 'Banking purposes'],
          ['changed_organization', 'Changed the type of organization'],
          ['purchased_business', 'Purchased an active business'],
        ),
        { label: 'Why are you applying for an EIN?' },
      ),
      {
        name: 'business_start_month',
        title: 'Business start month',
        type: 'string',
        rendered_type: 'month_picker',
      },
      choiceField(
        'fiscal_year_end_month',
        'Fiscal year end month',
        'select',
        MONTH_NAMES.map((month) => ({ value: month, label: month })),
        { default: 'December' },
      ),
    ],
    required: ['reason_for_applying', 'business_start_month', 'fiscal_year_end_month'],
  }),
  definePage({
    flow,
    page: 'page4',
    fields: [
      choiceField(
        'category',
        'Business category',
        'custom_radio_2',
        CATEGORIES.map(({ page, label, description, comingSoon }) => ({
          value: page,
          label,
          description,
          ...(comingSoon ? { comingSoon } : {}),
        })),
        { label: 'Which category best describes your business?' },
      ),
    ],
    required: ['category'],
    next: '{category}',
  }),
  ...CATEGORIES.map(industrySubPage),
];
