import { checklist, detailsTable, heading, para, body } from '../docx-blocks';
import { answer, ein, legalName, stateName } from '../fill-values';
import { EMPLOYEE_NAME, START_DATE } from '../questions/shared';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('new-hire-checklist'),
  description:
    'Every step of bringing on an employee, in order: paperwork before day one, the I-9 deadline, state new-hire reporting, payroll setup and the records to keep.',
  category: 'Hiring & HR',
  legal: true,
  build: (fill) =>
    body(
      detailsTable([
        ['Employer', legalName(fill)],
        ['EIN', ein(fill)],
        ['State of formation', stateName(fill)],
        ['New employee', answer(fill, EMPLOYEE_NAME)],
        ['First day of work', answer(fill, START_DATE)],
        ['State where the employee works', '[State]'],
      ]),
      para(
        'Tick each step as you finish it and keep this page with the employee’s file. Deadlines below are federal; the state where the employee works may add steps or set shorter deadlines, so check its labor and tax agency pages as you go.',
      ),
      heading('Before the first day'),
      checklist([
        'Signed offer letter returned.',
        'Employer accounts ready: an EIN, and the state accounts for income tax withholding (where the state has an income tax) and unemployment insurance.',
        'Workers’ compensation insurance in place, which most states require once you have an employee.',
        'Payroll set up: pay rate, pay schedule, overtime status, and how you will pay (direct deposit or check).',
        'Form W-4 (federal withholding) given to the employee, and the state withholding form if the state has one.',
      ]),
      heading('On the first day'),
      checklist([
        `Form I-9, Section 1, completed and signed by ${answer(fill, EMPLOYEE_NAME)} no later than the first day of work.`,
        'Required workplace posters up where employees can see them (or shared electronically for remote staff, where allowed).',
        'Any notice your state requires at hiring, such as a written notice of pay rate and payday, given and a signed copy kept.',
        'Direct deposit form, emergency contact and any handbook or policies acknowledged.',
      ]),
      heading('Within three business days'),
      checklist([
        'Form I-9, Section 2, completed: you examine the employee’s original documents within three business days of the first day of work.',
        '[If you use E-Verify, or your state requires it: create the E-Verify case within the same three business days.]',
      ]),
      heading('Within 20 days or sooner'),
      checklist([
        'New hire reported to the state directory: federal law requires reporting within 20 days of hire, and some states set a shorter deadline.',
      ]),
      heading('Records to keep'),
      checklist([
        'Form I-9 kept apart from the personnel file, for three years after hire or one year after employment ends, whichever is later.',
        'Form W-4 and payroll records kept at least four years, as the IRS asks for employment tax records.',
        'Time records for non-exempt employees, so overtime can be checked.',
      ]),
    ),
};
