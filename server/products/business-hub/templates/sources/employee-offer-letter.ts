import { ownerNote, signatureBlock, body } from '../docx-blocks';
import { answer, legalName } from '../fill-values';
import { letter } from '../letter';
import { START_DATE } from '../questions/shared';
import { CANDIDATE, JOB, KIND, PAY } from '../questions/employee-offer-letter';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('employee-offer-letter'),
  description:
    'A warm, clear job offer: title, start date, pay, hours and benefits, the work-eligibility check, at-will employment, and a place for the candidate to accept.',
  category: 'Hiring & HR',
  legal: true,
  build: (fill) =>
    body(
      ownerNote(
        'At-will employment (either side may end the job at any time, for any lawful reason) is the general rule in most of the United States, but not everywhere in the same way: Montana, for example, limits firing without good cause once an employee finishes a probationary period (Montana Code Annotated, Title 39, Chapter 2, Part 9). Many states and cities also add rules of their own, such as a written notice of pay rate and payday at hiring, pay ranges in job postings, or limits on background checks. Whether a job is “exempt” from overtime depends on its duties and salary under federal and state law, not on its title. Check your state’s labor department, or ask an employment attorney, before you send this.',
      ),
      letter(fill, {
        to: [answer(fill, CANDIDATE), '[Candidate address or email]'],
        subject: `Offer of employment: ${answer(fill, JOB)}`,
        greeting: `Dear ${answer(fill, CANDIDATE)},`,
        paragraphs: [
          `We’re delighted to offer you the position of ${answer(fill, JOB)} at ${legalName(fill)}. We were impressed by [what stood out about the candidate], and we think you’ll be a great part of the team.`,
          `Start date and hours. Your first day will be ${answer(fill, START_DATE)}. This is a ${answer(fill, KIND)} position. Your usual schedule will be [days and hours], at [work location or “remotely”], and you’ll report to [Manager name and title].`,
          `Pay. You’ll be paid ${answer(fill, PAY)}, less the taxes and other deductions the law requires or you authorize. [Any bonus, commission or other pay, and its conditions.]`,
          'Benefits. [Describe the benefits you offer, such as paid time off, holidays, health coverage or retirement plan, and when they start, or write “This position doesn’t currently include benefits beyond those the law requires.”]',
          'Before you start. Like every US employer, we’re required to confirm your identity and that you’re authorized to work in the United States, using Form I-9. Please bring original documents from the I-9’s list of acceptable documents on your first day. [This offer also depends on a satisfactory background check, which we’ll ask your written permission to run.]',
          `At-will employment. Your employment with ${legalName(fill)} is at will: you or the company may end it at any time, with or without cause or notice, as the law allows. This letter isn’t a contract for any set length of employment, and only a written agreement signed by [Owner’s name and title] can change that.`,
          'To accept this offer, please sign below and return a copy by [Response date]. If you have any questions, call or email me at [Phone or email]. We’re excited to work with you.',
        ],
        closing: 'Warm regards,',
      }),
      signatureBlock({
        party: `Accepted by ${answer(fill, CANDIDATE)}`,
        name: answer(fill, CANDIDATE),
      }),
    ),
};
