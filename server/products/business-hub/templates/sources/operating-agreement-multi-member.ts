import { body, bullets, clauses, heading, ownerNote, para } from '../docx-blocks';
import { answer, legalName } from '../fill-values';
import {
  closingClauses,
  formationClauses,
  LIABILITY_CLAUSES,
  membersTable,
  memberSignatures,
} from '../governance-parts';
import { EFFECTIVE_DATE, FORMATION_DATE } from '../questions/shared';
import { REPRESENTATIVE } from '../questions/operating-agreement-multi-member';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('operating-agreement-multi-member'),
  description:
    'A starting point for an LLC with two or more owners: ownership percentages, voting, money in and out, taxes, transfers, buyouts and deadlocks, with each member’s share in a table.',
  category: 'LLC Governance',
  legal: true,
  build: (fill) =>
    body(
      ownerNote(
        'This starter is member-managed and written for owners who work together and share profits by percentage. It can’t settle everything co-owners should agree on, such as vesting, salaries, or different classes of ownership. LLC laws differ by state, and a multi-member agreement affects each member’s money and taxes, so each member should read it in full, and ideally each should have it reviewed by their own attorney.',
      ),
      heading(`Operating agreement of ${legalName(fill)}`),
      para(
        `This agreement takes effect on ${answer(fill, EFFECTIVE_DATE)} and is made by the members listed in section 4.`,
      ),
      clauses(formationClauses(fill, answer(fill, FORMATION_DATE))),
      heading('4. Members and ownership'),
      para(
        'The members, their percentage interests and their initial capital contributions are listed below. A member’s percentage interest sets their share of profits, losses and distributions and the weight of their vote. The Company will update this table in writing whenever it changes.',
      ),
      membersTable(fill, {
        header: 'Initial contribution',
        cell: '[Cash or property, and its value]',
      }),
      clauses(
        [
          {
            title: 'Capital contributions',
            body: [
              'No member has to contribute more money or property unless all members agree in writing. No member earns interest on a contribution or may withdraw it except through distributions under this agreement. The Company keeps a capital account for each member as federal tax rules require.',
            ],
          },
          {
            title: 'Profits, losses and distributions',
            body: [
              'Profits and losses are allocated to the members in proportion to their percentage interests. The Company distributes available cash when members holding a majority of the percentage interests decide, to all members in proportion to their percentage interests. The Company won’t make a distribution that would leave it unable to pay its debts as they come due, or that state law otherwise forbids. [Optional: the Company aims to distribute enough each year for members to pay the income tax on their share of its profits.]',
            ],
          },
          {
            title: 'Management and voting',
            body: [
              'The Company is managed by its members. Day-to-day decisions may be made by any member within the ordinary course of business. Other decisions need the vote of members holding more than 50% of the percentage interests, except the major decisions below, which need the written consent of all members:',
            ],
          },
        ],
        5,
      ),
      bullets([
        'admitting a new member or issuing any new ownership interest;',
        'selling, leasing or pledging all or substantially all of the Company’s assets;',
        'borrowing or guaranteeing more than $[Amount] in one transaction;',
        'merging, converting or dissolving the Company, or filing for bankruptcy;',
        'changing how the Company is taxed;',
        'amending this agreement or the Company’s formation documents.',
      ]),
      clauses(
        [
          {
            title: 'Meetings and written consent',
            body: [
              'Any member may call a meeting with at least [7] days’ written notice stating its purpose. Members may attend by phone or video. Members may also act without a meeting by a written consent signed by members holding the percentage interests the decision needs.',
            ],
          },
          {
            title: 'Members’ duties and other business',
            body: [
              'Each member will act in good faith and deal fairly with the Company and the other members. A member may have other business interests, but may not compete with the Company or take a business opportunity that belongs to the Company without the other members’ written consent.',
            ],
          },
          {
            title: 'Taxes',
            body: [
              `Unless the members elect otherwise, the Company is taxed as a partnership for federal income tax purposes: it files a partnership return and gives each member a Schedule K-1 each year. ${answer(fill, REPRESENTATIVE)} is the Company’s partnership representative for IRS audits, will keep the members informed of any audit, and won’t settle one without the consent of members holding a majority of the percentage interests.`,
            ],
          },
          {
            title: 'Transfers',
            body: [
              'No member may sell, give or pledge any part of their interest without the written consent of all other members. Before selling to an outsider, a member must first offer the interest to the Company and the other members on the same terms, and they have [30] days to accept. Someone who receives an interest without that consent receives only the right to distributions, not a vote.',
            ],
          },
          {
            title: 'Leaving, death or disability',
            body: [
              'If a member dies, becomes permanently unable to work in the business, or leaves with the others’ consent, the Company or the other members may buy that member’s interest at its fair market value, as agreed or, failing agreement within [60] days, as set by an independent appraiser the parties choose together. The price is paid [in cash at closing, or over up to three years with interest]. [A buy-sell arrangement funded with life insurance may also suit the members.]',
            ],
          },
          {
            title: 'Deadlock',
            body: [
              'If the members can’t reach a decision that this agreement requires and the Company’s business is seriously affected, they will first try mediation with a neutral mediator, sharing the cost equally, before going to court.',
            ],
          },
          {
            title: 'Dissolution',
            body: [
              'The Company dissolves when all members agree in writing or when the law requires it. It then winds up: it finishes or ends its business, pays or provides for its debts, distributes what remains to the members according to their positive capital account balances, and files the state’s dissolution or cancellation document.',
            ],
          },
          ...LIABILITY_CLAUSES,
          ...closingClauses(fill, 'signed by all members'),
        ],
        8,
      ),
      para('Each member signs below to agree to this operating agreement.'),
      memberSignatures(fill),
    ),
};
