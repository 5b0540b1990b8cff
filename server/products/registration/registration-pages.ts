import { REGISTRATION_FLOW } from '../../../src/domain/flows/registration-flow';
import type { PageDefinition } from '../../../src/domain/questionnaire/page-definition';
import { TIER_LABELS, TIERS, type Tier } from '../../../src/domain/tiers';
import {
  businessNameField,
  choiceField,
  definePage,
  designatedAgentField,
  emailField,
  options,
  stateField,
  textField,
  yesNoRadio,
} from '../../pages/field-builders';

/**
 * Registration (spec foundation §2 "Registration flow"): page1 → page2 → page3 → page4 →
 * page5 → review → checkout. Public pages, answered under the anonymous browser session.
 */
const flow = REGISTRATION_FLOW;

// One short line each: the cards' details list the contents once the state's prices arrive.
const TIER_DESCRIPTIONS: Record<Tier, string> = {
  STARTER: 'Your LLC, filed with the state.',
  GROWTH: 'Adds your EIN, agreement and agent.',
  COMPLETE: 'Adds expert review and templates.',
};

export const REGISTRATION_PAGES: readonly PageDefinition[] = [
  definePage({
    flow,
    page: 'page1',
    fields: [
      stateField('business_state', 'State of formation'),
      // Cards with descriptions (spec §3 custom_radio_2); the browser adds each plan's price and
      // contents for the chosen state.
      choiceField(
        'tier',
        'Plan',
        'custom_radio_2',
        TIERS.map((tier) => ({
          value: tier,
          label: TIER_LABELS[tier],
          description: TIER_DESCRIPTIONS[tier],
        })),
      ),
      choiceField(
        'entity_type',
        'Entity type',
        'select',
        options(['LLC', 'LLC'], ['CORPORATION', 'Corporation']),
      ),
      businessNameField(),
    ],
    required: ['business_state', 'tier', 'entity_type', 'business_name'],
  }),
  definePage({
    flow,
    page: 'page2',
    fields: [
      choiceField(
        'service_filing',
        'State filing',
        'service_filing',
        options(
          ['standard', 'Standard filing', '5-10 business days'],
          ['rapid', 'Rapid filing', '1 business day*'],
        ),
        { default: 'standard' },
      ),
    ],
    required: ['service_filing'],
  }),
  definePage({
    flow,
    page: 'page3',
    fields: [
      yesNoRadio('is_expert_review', 'Expert review', 'Yes, add an expert review', 'No, thanks', {
        label: 'Would you like an expert to review your filing before it goes to the state?',
      }),
    ],
    required: ['is_expert_review'],
  }),
  definePage({
    flow,
    page: 'page4',
    fields: [
      designatedAgentField({
        description:
          "Every LLC needs a registered agent to receive legal documents. Charter's registered agent is free for the first year; choosing someone else removes it from your order.",
      }),
    ],
    required: ['is_bizup_designated_agent'],
  }),
  definePage({
    flow,
    page: 'page5',
    // Field order is fixed (dashboard §5). The password rules and both confirmations are
    // specific rules of validatePage; a minLength here would pre-empt their messages.
    fields: [
      emailField('email', 'Email'),
      emailField('confirm_email', 'Confirm email'),
      textField('password', 'Password'),
      textField('confirm_password', 'Confirm password'),
    ],
    required: ['email', 'confirm_email', 'password', 'confirm_password'],
    // The review follows the new account, then the checkout.
  }),
];
