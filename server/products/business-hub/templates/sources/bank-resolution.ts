import {
  bullets,
  detailsTable,
  heading,
  ownerNote,
  para,
  signatureBlock,
  body,
} from '../docx-blocks';
import { addressLine, answer, ein, legalName, stateName } from '../fill-values';
import { EFFECTIVE_DATE } from '../questions/shared';
import { BANK, RULE, SIGNERS } from '../questions/bank-resolution';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('bank-resolution'),
  description:
    'The members’ resolution a bank may ask for when your LLC opens an account: which bank, who may sign, and how the bank learns of changes.',
  category: 'LLC Governance',
  legal: true,
  build: (fill) =>
    body(
      ownerNote(
        'Banks often have their own resolution form and may ask you to use it instead. Most also ask to see the IRS letter confirming the EIN, the filed articles or certificate of organization, the operating agreement, and identification for each signer and for each owner above the bank’s ownership threshold. Call ahead and ask what yours needs.',
      ),
      heading(`Resolution of the members of ${legalName(fill)}`),
      detailsTable([
        ['Company', legalName(fill)],
        ['State of formation', stateName(fill)],
        ['Principal office', addressLine(fill)],
        ['EIN', `${ein(fill)} (the full number is on the IRS confirmation letter)`],
        ['Bank', answer(fill, BANK)],
        ['Effective date', answer(fill, EFFECTIVE_DATE)],
      ]),
      heading('Resolutions'),
      para(
        `RESOLVED, that ${legalName(fill)} (the “Company”) opens and keeps one or more deposit accounts with ${answer(fill, BANK)} (the “Bank”), on the Bank’s standard terms for business accounts.`,
      ),
      para(
        `RESOLVED FURTHER, that these people are authorized signers on the Company’s accounts with the Bank: ${answer(fill, SIGNERS)}. Checks, withdrawals, transfers and other instructions need the signature or approval of ${answer(fill, RULE)}.`,
      ),
      para('RESOLVED FURTHER, that the authorized signers may:'),
      bullets([
        'sign the Bank’s account documents and signature cards for the Company;',
        'set up online banking, debit cards and payment services in the Company’s name;',
        'endorse and deposit checks payable to the Company.',
      ]),
      para(
        'RESOLVED FURTHER, that the Bank may rely on these resolutions until it receives written notice from the Company that they have been changed or withdrawn.',
      ),
      heading('Certification'),
      para(
        `I certify that I am a member [or manager] of ${legalName(fill)}, that the members adopted these resolutions as the Company’s operating agreement requires, and that they remain in effect.`,
      ),
      signatureBlock({
        party: legalName(fill),
        name: '[Name of member or manager]',
        title: '[Member or Manager]',
      }),
    ),
};
