import { checklist, detailsTable, heading, para, body } from '../docx-blocks';
import { answer, legalName, stateName } from '../fill-values';
import { CHANGE_BY, NEW_AGENT } from '../questions/registered-agent-change-checklist';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('registered-agent-change-checklist'),
  description:
    'The steps for switching your business’s registered agent without missing legal mail: choosing the new agent, filing the change with the state, and updating your records.',
  category: 'Tax & Compliance',
  legal: true,
  build: (fill) =>
    body(
      detailsTable([
        ['Business', legalName(fill)],
        ['State of formation', stateName(fill)],
        ['New registered agent', answer(fill, NEW_AGENT)],
        ['Target date', answer(fill, CHANGE_BY)],
      ]),
      para(
        'Your registered agent receives lawsuits, state notices and other official mail for the business. A gap, or an agent who no longer forwards mail, can mean missed deadlines and, in time, losing good standing. The form, its name and its fee differ by state; the state’s business filing office (often the Secretary of State) lists them on its website.',
      ),
      heading('Choose the new agent'),
      checklist([
        `The new agent has a physical street address in ${stateName(fill)} (not only a PO box) and is available there during normal business hours.`,
        'If you’ll act as your own agent, you can be at that address during business hours, and you’re comfortable with the address appearing in public records.',
        'The new agent has agreed in writing to serve; some states require the agent’s consent with the filing.',
      ]),
      heading('File the change'),
      checklist([
        `Found the form ${stateName(fill)} uses to change a registered agent (often called a statement of change) and its fee.`,
        'Filed it, with the new agent’s name and address exactly as the agent gave them, and paid the fee.',
        'Received the state’s confirmation, and checked the state’s business search shows the new agent.',
      ]),
      heading('Tidy up'),
      checklist([
        'Told the old agent the date the change took effect, and cancelled their service (and any automatic renewal).',
        'Asked the old agent to forward anything that arrives after the change.',
        'Repeated these steps in any other state where the business is registered to do business and uses the same agent.',
        'Updated your own records and the contact details your new agent has for you, so mail reaches you fast.',
      ]),
    ),
};
