import { linkTo, sourcesOf } from '../agency-pages';
import type { GuideSource } from '../content-source';
import { notAdviceNote } from '../not-advice';

export const GUIDE: GuideSource = {
  slug: 'choosing-a-registered-agent',
  name: 'Choosing a registered agent',
  description:
    'What a registered agent does, who can serve as one, how to compare your options, and how to change agents without putting your LLC’s good standing at risk.',
  category: 'Getting Started',
  publishDate: '2026-09-30',
  body: [
    {
      p: [
        'Every state requires an LLC to name a registered agent: a person or company with a street address in the state, available during normal business hours, who accepts legal papers and official notices on the LLC’s behalf. Some states call it a statutory agent or resident agent. You named one when you formed your LLC, and you must keep one for as long as the LLC exists. The ',
        linkTo('sbaRegister', 'SBA’s registration guide'),
        ' covers the requirement as part of registering a business.',
      ],
    },
    { h: 2, text: 'What the agent actually does' },
    {
      list: [
        [
          'Accepts “service of process”: the summons and complaint when someone sues the LLC, and other court papers. Deadlines to respond start running when the agent is served.',
        ],
        [
          'Receives official mail from the state, such as annual report reminders and notices about your LLC’s status, and often tax notices.',
        ],
        ['Forwards everything to you promptly, so you can act in time.'],
      ],
    },
    {
      p: [
        'The agent’s name and address are on the public record, which is why the role exists: anyone who needs to reach the LLC formally knows where to go.',
      ],
    },
    { h: 2, text: 'Who can serve' },
    {
      p: [
        'In general, your registered agent can be you or another member, any adult with a street address in the state who agrees to do it, or a commercial registered agent company. States set the exact rules, so check your state’s requirements before you name someone.',
      ],
    },
    { h: 3, text: 'Being your own agent' },
    {
      list: [
        ['It costs nothing extra, and you see every document yourself, immediately.'],
        [
          'Your address becomes public, and if it’s your home, that address will appear in state records and may attract solicitations.',
        ],
        [
          'You must be reliably available at that address during business hours. Being served in front of customers or family can be uncomfortable.',
        ],
        ['If you move, travel for long stretches or move out of state, you have to change agents.'],
      ],
    },
    { h: 3, text: 'Using a commercial service' },
    {
      list: [
        ['Your home address stays off the agent line of the public record.'],
        ['Someone is always there during business hours, even when you’re not.'],
        ['It’s an annual cost, and the quality of mail handling varies from company to company.'],
        [
          'You depend on the service to forward papers promptly, so its notification habits matter as much as its price.',
        ],
      ],
    },
    { h: 2, text: 'The agent’s address isn’t your business address' },
    {
      p: [
        'A registered agent’s address is for receiving legal papers and official notices. It usually isn’t a place you can use as your principal office, a mailing address for customers, or the address on your bank account, unless the service you hire expressly offers that. Keep the state’s record of your principal and mailing addresses accurate separately, and don’t assume a service forwards ordinary business mail.',
      ],
    },
    { h: 2, text: 'Working in more than one state' },
    {
      p: [
        'If you formed your LLC in one state and register it to do business in another, you need a registered agent in each state. A commercial service that covers every state can keep these in one account, with one place to look for notices. If you use different agents in different states, keep a list of who serves where.',
      ],
    },
    { h: 2, text: 'How to compare services' },
    {
      list: [
        ['The real annual price, including the renewal price after any first-year discount.'],
        [
          'How quickly they notify you when papers arrive: same-day scanning and an alert by email or text are common.',
        ],
        ['Whether ordinary mail is forwarded or scanned, and what costs extra.'],
        ['Whether they cover every state where your LLC is registered.'],
        ['Reminders for annual reports, and whether those come with pressure to buy add-ons.'],
        ['How easy it is to cancel, and what happens to mail after you leave.'],
      ],
    },
    { h: 2, text: 'Changing your registered agent' },
    {
      steps: [
        {
          title: 'Line up the new agent first',
          body: [
            'Choose the new person or company and get their agreement to serve, in writing if it’s a service. Don’t cancel the old agent yet: your LLC must never be without one.',
          ],
        },
        {
          title: 'File the change with the state',
          body: [
            'Most states have a “statement of change” or similar form, often filed online, sometimes with a fee. Some let you change the agent on your annual report instead. Use the state’s own website.',
          ],
        },
        {
          title: 'Confirm the state’s record',
          body: [
            'After the filing is processed, look up your LLC on the state’s business entity search and check that the new agent and address appear.',
          ],
        },
        {
          title: 'Then end the old arrangement',
          body: [
            'Cancel the old service, or let the person who served know they are no longer your agent, and ask them to forward anything that still arrives.',
          ],
        },
        {
          title: 'Update other states and your own records',
          body: [
            'If your LLC is registered in other states, each has its own agent on file. Update your Compliance Calendar and anyone who relies on your agent’s address.',
          ],
        },
      ],
    },
    {
      note: [
        'If an agent resigns, the state may notify the LLC and give it a limited time to appoint a new one. Read any such notice carefully and act on it quickly, or the LLC can fall out of good standing.',
      ],
    },
    { h: 2, text: 'Treat agent mail as urgent' },
    {
      p: [
        'A lawsuit served on your agent counts as served on your LLC, whether or not you open the envelope. If the LLC doesn’t respond in time, the court can enter a default judgment against it. Make sure your agent has your current email and phone number, read what they send the day it arrives, and call an attorney the same week if it’s a lawsuit.',
      ],
    },
    notAdviceNote(
      'Registered agent rules are set by each state. If you’ve been served with a lawsuit, missed a notice, or need to change agents while your LLC is out of good standing, talk to a business attorney right away.',
    ),
  ],
  sources: sourcesOf('sbaRegister'),
};
