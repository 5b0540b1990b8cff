import { SUBMIT_REQUEST_PATH } from '../services/service-paths';

/**
 * The question an owner asked the assistant, passed on to the request form (decision 0080):
 * /submit-request?question=…, which the form may read to start the request with it.
 */
export const REQUEST_QUESTION_PARAM = 'question';

/** The longest question the assistant takes, and passes on. */
export const QUESTION_MAX_LENGTH = 300;

/** The request form's address, carrying the question asked when there is one. */
export function submitRequestPath(question = ''): string {
  const asked = question.trim().slice(0, QUESTION_MAX_LENGTH);
  if (asked === '') return SUBMIT_REQUEST_PATH;
  return `${SUBMIT_REQUEST_PATH}?${new URLSearchParams({ [REQUEST_QUESTION_PARAM]: asked })}`;
}

/** The question an address carries (?question=…), or '' when it carries none. */
export function requestQuestionOf(search: string): string {
  return (new URLSearchParams(search).get(REQUEST_QUESTION_PARAM) ?? '')
    .trim()
    .slice(0, QUESTION_MAX_LENGTH);
}
