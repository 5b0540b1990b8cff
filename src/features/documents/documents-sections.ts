/** Children of /documents (spec dashboard §2, "Documents area"), in menu order. */
export const DOCUMENTS_SECTIONS = [
  { slug: 'all-documents', label: 'All documents' },
  { slug: 'company-documents', label: 'Company documents' },
  { slug: 'compliance', label: 'Compliance' },
  { slug: 'registered-agent', label: 'Registered agent' },
  { slug: 'business-license-report', label: 'Business license report' },
] as const;
