import { dateQuestion, longText, moneyQuestion, shortText } from './builders';

/**
 * The questions several templates ask: a name means one question everywhere, so an answer given
 * for one template fits every other that asks it.
 */

export const CLIENT_NAME = shortText('client_name', 'Client name');
export const INVOICE_NUMBER = shortText('invoice_number', 'Invoice number', 'INV-0001');
export const AMOUNT_DUE = moneyQuestion('amount_due', 'Amount due');
export const DUE_DATE = dateQuestion('due_date', 'Due date');
export const START_DATE = dateQuestion('start_date', 'Start date');
export const EFFECTIVE_DATE = dateQuestion('effective_date', 'Effective date');
export const SERVICES = longText('services_description', 'Services');
export const CONTRACTOR_NAME = shortText('contractor_name', 'Contractor name');
export const EMPLOYEE_NAME = shortText('employee_name', 'Employee name');
export const FORMATION_DATE = dateQuestion('formation_date', 'Date the LLC was formed');
