import { Notice } from '../../../ui/notice';

/**
 * Guidance the spec gives for formation pages: PO boxes are not business addresses, Illinois
 * needs no in-state address (page1); what the registered agent choice means (page4).
 */
export function FormationPageNotes({ page }: { page: string }) {
  if (page === 'page1') {
    return (
      <Notice>
        Use the street address where your business operates: PO boxes are not allowed for business
        addresses. Illinois does not require an in-state address, so an Illinois LLC may give an
        address in another state.
      </Notice>
    );
  }
  if (page === 'page4') {
    return (
      <Notice>
        Every LLC needs a registered agent in its state to receive legal papers. Charter&apos;s
        registered agent service handles this for you; you may also name someone else.
      </Notice>
    );
  }
  return null;
}
