import { BUSINESS_LICENSE_FLOW } from '../../../src/domain/flows/business-license-flow';
import type {
  FieldDefinition,
  PageDefinition,
} from '../../../src/domain/questionnaire/page-definition';
import { BUSINESS_ACTIVITIES } from '../../../src/domain/business-license/business-activities';
import {
  addressFields,
  addressRequired,
  BUSINESS_NAME_REGEX,
  definePage,
  textField,
} from '../../pages/field-builders';

/**
 * Business licence report (spec foundation §2 "Business licence flow"): industry →
 * industry-activities (skipped by the client when the industry has no activities) → review.
 * The spec also names page1–page3 and categories without describing them: page1 holds the
 * business details of the report, page2 and page3 repeat the industry and activities steps,
 * and categories is the category list.
 */
const flow = BUSINESS_LICENSE_FLOW.key;

/**
 * The industry answer is 'keywordId:keywordName'; CLEAR (none chosen) fails the format, as
 * Continue is disabled while it is CLEAR.
 */
const INDUSTRY_REGEX = '^(?!CLEAR$)[^:]+:.+$';

function industryField(): FieldDefinition {
  return {
    name: 'industry',
    title: 'Business category',
    description:
      'Search for and select the category that best describes your business. Continue is available once a category is selected.',
    placeholder: 'Search business categories',
    type: 'string',
    rendered_type: 'avalara_industry_selection',
    regex: INDUSTRY_REGEX,
  };
}

/**
 * The activities ticked (spec foundation §3: industry_activity_ids). Every activity is an
 * option, so the review names what was ticked; the step shows only the chosen industry's
 * (GET /v1/business_licenses/industry_activity). None ticked is an answer: a business may do
 * none of them.
 */
function activitiesField(): FieldDefinition {
  return {
    name: 'industry_activity_ids',
    title: 'Business activities',
    description:
      'Tick every activity your business carries out or plans to: each can need a license of its own.',
    type: 'array',
    rendered_type: 'avalara_activities_selection',
    options: BUSINESS_ACTIVITIES.map(({ id, label }) => ({ value: id, label })),
  };
}

/**
 * The industry the activities were ticked for (spec foundation §3: the activities' answers are
 * industry and industry_activity_ids), kept with them: when the industry changes, the client
 * clears the activities ticked for another (spec §2).
 */
function answeredIndustryField(): FieldDefinition {
  return { ...industryField(), hidden: true };
}

export const BUSINESS_LICENSE_PAGES: readonly PageDefinition[] = [
  definePage({
    flow,
    page: 'industry',
    title: 'Business category',
    fields: [industryField()],
    required: ['industry'],
    next: 'industry-activities',
  }),
  definePage({
    flow,
    page: 'industry-activities',
    title: 'Business activities',
    fields: [activitiesField(), answeredIndustryField()],
    required: [],
    next: 'review',
    prev: 'industry',
  }),
  definePage({
    flow,
    page: 'page1',
    title: 'Business information',
    fields: [
      textField('business_name', 'Business name', { regex: BUSINESS_NAME_REGEX }),
      ...addressFields('business_'),
      textField('county', 'County', {
        description: 'Found from your address; you may leave it empty.',
      }),
    ],
    required: ['business_name', ...addressRequired('business_')],
    next: 'page2',
  }),
  definePage({
    flow,
    page: 'page2',
    title: 'Business category',
    fields: [industryField()],
    required: ['industry'],
    next: 'page3',
    prev: 'page1',
  }),
  definePage({
    flow,
    page: 'page3',
    title: 'Business activities',
    fields: [activitiesField(), answeredIndustryField()],
    required: [],
    next: 'review',
    prev: 'page2',
  }),
  definePage({
    flow,
    page: 'categories',
    title: 'Business categories',
    fields: [industryField()],
    required: ['industry'],
    next: 'industry-activities',
  }),
];
