/*
 * The schemas of the routes of flows acting on the owner's formed business (registered agent,
 * certificate; decision 0049): their review, keyed page_1 and page_4 as formation names those
 * pages (src/domain/business-review.ts), and their submission's body.
 */

const text = (description: string) => ({ type: 'string', description }) as const;

const addressProperties = (prefix: string, whose: string) => ({
  [`${prefix}street_address1`]: text(`${whose} street`),
  [`${prefix}street_address2`]: text(`${whose} floor, apartment or suite ('' when none)`),
  [`${prefix}city`]: text(`${whose} city`),
  [`${prefix}state`]: text(`${whose} state, full name`),
  [`${prefix}zip_code`]: text(`${whose} ZIP code`),
});

const page1Properties = {
  business_name: text('The business name'),
  legal_identifier: text("The descriptor filed with the name, e.g. 'LLC'"),
  official_business_name: text('The name with its descriptor, as filed'),
  ...addressProperties('business_', "The business's"),
  mailing_same_as_business: { type: 'boolean', description: 'Whether both addresses are one' },
  ...addressProperties('mailing_', 'The mailing'),
};

const page4Properties = {
  is_bizup_designated_agent: { type: 'boolean', description: "Charter's agent was chosen" },
  registered_agent_type: text("'Agent' (an individual) or 'Business'; '' for Charter's agent"),
  agent_first_name: text("The individual agent's first name"),
  agent_last_name: text("The individual agent's last name"),
  business_name: text("The agent business's name"),
  ...addressProperties('', "The agent's"),
};

const page = (description: string, properties: Record<string, object>) => ({
  description,
  type: ['object', 'null'],
  properties,
  required: Object.keys(properties),
});

export const businessReviewResponse = {
  description: 'The business as formed: formation page1 and page4, from the business record',
  type: 'object',
  properties: {
    individual_id: { type: 'integer' },
    business_id: {
      type: ['string', 'null'],
      description: 'The formed business, in digits; null before the formation is filed',
    },
    page_1: page("Formation page1: the business's names and addresses", page1Properties),
    page_4: page('Formation page4: the registered agent on file', page4Properties),
  },
  required: ['individual_id', 'business_id', 'page_1', 'page_4'],
} as const;

export const businessSubmissionBody = {
  type: 'object',
  properties: {
    individual_id: { type: 'integer', minimum: 1 },
    business_id: {
      type: 'string',
      pattern: '^[0-9]{1,10}$',
      description: "The owner's business, in digits (spec foundation §7: a string)",
    },
  },
  required: ['individual_id', 'business_id'],
} as const;
