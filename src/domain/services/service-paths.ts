/**
 * Where the dashboard's service cards and modals lead (dashboard §2 "Card targets" and
 * foundation §2's wizard areas). Plain paths: the domain knows no router.
 */
export const DASHBOARD_PATH = '/dashboard';
/** The Products page: every service, bought or not (dashboard §1 'Products'). */
export const PRODUCTS_PATH = '/services';
export const FORMATION_START_PATH = '/formation/page1';
export const BUSINESS_PROFILE_PATH = '/business-profile';
export const ALL_DOCUMENTS_PATH = '/documents/all-documents';
/** One shelf of the documents area, by its category's slug (e.g. '/documents/compliance'). */
export const documentShelfPath = (category: string) => `/documents/${category}`;
export const LICENSE_REPORT_DOCUMENTS_PATH = '/documents/business-license-report';
/** Where a template filled with the business is kept (decision 0070). */
export const COMPANY_DOCUMENTS_PATH = '/documents/company-documents';
/** The 'Business Licenses Report' page, the licence submission's order_url (dashboard §2). */
export const LICENSE_REPORT_PAGE_PATH = '/business-report/licenses';
/** The templates' list, and the first segment of the templates flow's pages (/templates/{slug}). */
export const TEMPLATES_PATH = '/templates';
export const BUSINESS_HUB_PATH = '/business-hub';
/** The hub's listing pages (dashboard §2). */
export const GUIDES_PATH = '/guides';
export const ARTICLES_PATH = '/articles';
/** The Help Center: answers by topic, each at its own address. */
export const HELP_CENTER_PATH = '/help-center';
/** One answer of the Help Center, e.g. '/help-center#refunds'. */
export const helpAnswerPath = (answerId: string) => `${HELP_CENTER_PATH}#${answerId}`;
/** Where a 'Contact Support' button leads: the Help Center, then Submit a request. */
export const CONTACT_SUPPORT_PATH = HELP_CENTER_PATH;
/** Where an owner writes to Charter's support team (spec dashboard §2 "Routes"). */
export const SUBMIT_REQUEST_PATH = '/submit-request';

/** The public help page (no sign-in): the assistant's answers and a way to write to a person. */
export const CHAT_PATH = '/chat';

export const CONTACT_SUPPORT_LABEL = 'Contact Support';
export const RETURN_TO_DASHBOARD_LABEL = 'Return to Dashboard';
/** The success modal's first button when the purchase was made on the Products page. */
export const RETURN_TO_PRODUCTS_LABEL = 'Return to Products';
export const LEARN_MORE_LABEL = 'Learn More';

/** The element of one order on the business profile: its timeline's anchor (decision 0086). */
export function orderAnchorId(orderId: number): string {
  return `order-${orderId}`;
}

/** Where an order's timeline is: its place in the business profile's "Your orders". */
export function orderTimelinePath(orderId: number): string {
  return `${BUSINESS_PROFILE_PATH}#${orderAnchorId(orderId)}`;
}
