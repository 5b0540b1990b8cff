import { useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, GENERIC_ERROR_MESSAGE } from '../../../api/http';
import { businessListQuery } from '../../../api/business-list';
import { ownerProfileQuery } from '../../../api/owner-profile';
import { ownerProfilePath } from '../../../api/owner-requests';
import { useSignedInIndividualId } from '../../../api/session';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import { businessRecordSchema, type BusinessRecord } from '../../../domain/contracts/business-list';
import { individualPhoneAnswer } from '../../../domain/contracts/owner-details';
import { addressPath, businessMemberPath } from '../../../domain/owner-details/owner-details';
import type { Answers } from '../../../domain/questionnaire/page-definition';
import type { FieldErrors } from '../../../domain/questionnaire/validate-page';
import type { ApplyRefusal } from '../../../questionnaire/edit-page-modal';

/** An edit made without a connection: nothing is sent, the dialog keeps what was typed. */
export const OFFLINE_REFUSAL =
  'You are offline. Saving this needs a connection: what you typed stays here, so save again once you are back online.';
/** A 409: the profile behind shows the other device's change, the dialog still holds this one. */
export const CHANGED_ELSEWHERE_REFUSAL =
  'These details were changed on another device meanwhile; your profile now shows that change. Save again to replace it with what you typed here, or Cancel to keep it.';

/** A business edit's answer (or a 409's record), read with the record's contract. */
function checkedRecord(answer: unknown, endpoint: string) {
  const record = checkedAnswer(businessRecordSchema, answer, endpoint);
  return record;
}

/** What a refused save tells the dialog; a 409's record (or number) is passed to `adopt`. */
function refusalOf(error: unknown, adopt: (current: unknown) => void): ApplyRefusal {
  if (!(error instanceof ApiError)) {
    // fetch rejects without an answer when the connection is gone.
    if (error instanceof TypeError) return { message: OFFLINE_REFUSAL };
    throw error;
  }
  const body = (error.body ?? {}) as { errors?: FieldErrors; current?: unknown };
  if (error.status === 409) {
    adopt(body.current);
    return { message: CHANGED_ELSEWHERE_REFUSAL };
  }
  return { message: error.message || GENERIC_ERROR_MESSAGE, errors: body.errors };
}

/**
 * The owner's own details saved from the business profile (decision 0089), each answer put in
 * the cache the profile reads: the phone in the owner's profile, a business edit's record in
 * the business list. Each save resolves with nothing when saved, or with why it was not.
 */
export function useOwnerDetailsSaves() {
  const individualId = useSignedInIndividualId();
  const queryClient = useQueryClient();
  const profileKey = ownerProfileQuery(individualId).queryKey;
  const listKey = businessListQuery(individualId).queryKey;

  const adoptPhone = (phone: string | null) =>
    queryClient.setQueryData(profileKey, (owner) => owner && { ...owner, phone });
  const adoptRecord = (record: BusinessRecord) =>
    queryClient.setQueryData(listKey, (list) =>
      list?.map((business) => (business.business_id === record.business_id ? record : business)),
    );
  /** The version a business edit is based on: the record as the profile shows it now. */
  const recordNow = (businessId: number) =>
    queryClient.getQueryData(listKey)?.find((business) => business.business_id === businessId);

  const attempt = async (save: () => Promise<void>, adopt: (current: unknown) => void) => {
    if (!navigator.onLine) return { message: OFFLINE_REFUSAL };
    try {
      await save();
      return undefined;
    } catch (error) {
      return refusalOf(error, adopt);
    }
  };

  const savePhone = (answers: Answers) => {
    const previous = queryClient.getQueryData(profileKey)?.phone ?? null;
    const path = ownerProfilePath(individualId);
    return attempt(
      async () => {
        const answer = await apiJson(path, {
          method: 'PUT',
          json: { phone: answers.phone, previous_phone: previous },
        });
        adoptPhone(checkedAnswer(individualPhoneAnswer, answer, 'PUT /v1/individual/{id}').phone);
      },
      (current) => adoptPhone((current as { phone?: string | null } | undefined)?.phone ?? null),
    );
  };

  const saveToBusiness = (businessId: number, path: string, answers: Answers) =>
    attempt(
      async () => {
        const answer = await apiJson(path, {
          method: 'PUT',
          json: { ...answers, updated_at: recordNow(businessId)?.updated_at },
        });
        adoptRecord(checkedRecord(answer, `PUT ${path}`));
      },
      (current) => {
        if (current) adoptRecord(checkedRecord(current, `PUT ${path}`));
      },
    );

  return {
    savePhone,
    saveMailingAddress: (businessId: number, answers: Answers) =>
      saveToBusiness(businessId, addressPath(businessId, 'mailing'), answers),
    saveMember: (businessId: number, memberIndex: number, answers: Answers) =>
      saveToBusiness(businessId, businessMemberPath(businessId, memberIndex), answers),
  };
}
