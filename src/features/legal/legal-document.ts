import type { ContentBlock } from '../../domain/content-blocks';

/** A public legal page: the service's terms or its privacy policy, in plain words. */
export interface LegalDocument {
  title: string;
  /** ISO date (YYYY-MM-DD) the text took effect. */
  effective: string;
  /** What the page is: the service's own text, not legal advice. */
  scope: string;
  /** What the page covers, before its sections. */
  introduction: readonly ContentBlock[];
  sections: readonly {
    /** Its address on the page: /terms#{id}. */
    id: string;
    heading: string;
    blocks: readonly ContentBlock[];
  }[];
}

/** Both documents took effect together; a change to either gives it a date of its own. */
export const LEGAL_EFFECTIVE_DATE = '2026-11-30';
