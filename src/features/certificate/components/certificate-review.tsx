import type { BusinessReviewData } from '../../../domain/business-review';
import { CERTIFICATE_FLOW } from '../../../domain/flows/certificate-flow';
import { BusinessReview } from '../../../questionnaire/business-review';
import {
  BusinessDetailsCard,
  CardFacts,
  ReviewCard,
} from '../../../questionnaire/business-review-cards';

/** The business, and the state of jurisdiction whose filing office issues the certificate. */
function certificateCards({ page_1 }: BusinessReviewData) {
  return (
    <>
      <BusinessDetailsCard page1={page_1} />
      <ReviewCard heading="State of Jurisdiction">
        <CardFacts facts={[{ label: 'State', value: page_1?.business_state ?? '' }]} />
        <p className="ch-business-review__note">
          The state where your business was formed issues its certificate of good standing.
        </p>
      </ReviewCard>
    </>
  );
}

/**
 * /certificate-of-good-standing/review, 'Review and Submit' (spec foundation §2): the business
 * and its state of jurisdiction, whose filing office issues the certificate.
 */
export function CertificateReview() {
  return <BusinessReview flow={CERTIFICATE_FLOW} cards={certificateCards} />;
}
