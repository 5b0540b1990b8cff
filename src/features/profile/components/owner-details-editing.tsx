import { useState } from 'react';
import { Link } from 'wouter';
import type { BusinessAddress, BusinessOwner } from '../../../domain/contracts/business-list';
import { addressAnswers } from '../../../domain/business-record';
import {
  AMENDMENT_LINK_LABEL,
  amendmentLinkPath,
  OWNER_DETAILS_PAGES,
  onFileWithState,
} from '../../../domain/owner-details/owner-details';
import type { Answers } from '../../../domain/questionnaire/page-definition';
import { ownerDisplayName } from '../../../domain/owner-profile';
import { EditPageModal, type ApplyRefusal } from '../../../questionnaire/edit-page-modal';
import { usePageDefinition } from '../../../questionnaire/use-page-definition';
import { Button } from '../../../ui/button';
import { useServicesStatus } from '../../../api/services-status';
import { useSignedInIndividualId } from '../../../api/session';
import { serviceNameOf } from '../../../domain/services/service-names';
import { useOwnerDetailsSaves } from '../api/owner-details';

/** A state-held fact's line: what only an amendment changes, and the way to it. */
export function StateHeldNote({ subject }: { subject: string }) {
  const individualId = useSignedInIndividualId();
  const amendment = serviceNameOf('LLC_AMENDMENT');
  const bought = useServicesStatus(individualId).data?.some((entry) => entry.service === amendment);
  return (
    <p className="ch-business-profile__state-held">
      {onFileWithState(subject)}{' '}
      <Link href={amendmentLinkPath(bought === true)}>{AMENDMENT_LINK_LABEL}</Link>
    </p>
  );
}

interface EditDetailsProps {
  /** The button's visible text and, with `of`, its accessible name. */
  label: string;
  /** Whose details, for the button's accessible name when several are listed. */
  of?: string;
  pageId: string;
  title: string;
  answers: Answers;
  save: (answers: Answers) => Promise<void | ApplyRefusal>;
  /** Shown in the dialog under the fields: what it does not change. */
  note?: string;
}

/**
 * An Edit button and its dialog: the form the server publishes for these details, validated by
 * the same rules on both sides; the dialog keeps what was typed when a save is refused.
 */
function EditDetails({ label, of, pageId, title, answers, save, note }: EditDetailsProps) {
  const [open, setOpen] = useState(false);
  const definition = usePageDefinition(pageId);
  return (
    <>
      <Button
        variant="secondary"
        className="ch-business-profile__edit"
        aria-label={of ? `${label} of ${of}` : undefined}
        isDisabled={!definition}
        onPress={() => setOpen(true)}
      >
        {label}
      </Button>
      {open && definition && (
        <EditPageModal
          title={title}
          definition={definition}
          answers={answers}
          applyLabel="Save changes"
          onApply={save}
          onClose={() => setOpen(false)}
          aside={note ? () => <StateHeldNote subject={note} /> : undefined}
        />
      )}
    </>
  );
}

/** The owner's own phone number (PUT /v1/individual/{id}). */
export function EditPhone({ phone }: { phone: string | null }) {
  const { savePhone } = useOwnerDetailsSaves();
  return (
    <EditDetails
      label="Edit phone number"
      pageId={OWNER_DETAILS_PAGES.individual}
      title="Your phone number"
      answers={{ phone: phone ?? '' }}
      save={savePhone}
    />
  );
}

/** The business's mailing address (PUT /v1/address/{business_id}/mailing). */
export function EditMailingAddress({
  businessId,
  address,
}: {
  businessId: number;
  address: BusinessAddress | undefined;
}) {
  const { saveMailingAddress } = useOwnerDetailsSaves();
  return (
    <EditDetails
      label="Edit mailing address"
      pageId={OWNER_DETAILS_PAGES.address}
      title="Mailing address"
      answers={addressAnswers('', address)}
      save={(answers) => saveMailingAddress(businessId, answers)}
    />
  );
}

/** A member's contact details and type (PUT /v1/business_member/{business_id}/{index}). */
export function EditMember({
  businessId,
  index,
  member,
}: {
  businessId: number;
  index: number;
  member: BusinessOwner;
}) {
  const { saveMember } = useOwnerDetailsSaves();
  const name = ownerDisplayName(member) || `member ${index + 1}`;
  return (
    <EditDetails
      label="Edit contact details"
      of={name}
      pageId={OWNER_DETAILS_PAGES.member}
      title={`Contact details of ${name}`}
      answers={{
        member_type: member.member_type,
        email: member.email,
        phone: member.phone,
        ...addressAnswers('', member),
      }}
      save={(answers) => saveMember(businessId, index, answers)}
      note={`${name}'s name and ownership are`}
    />
  );
}
