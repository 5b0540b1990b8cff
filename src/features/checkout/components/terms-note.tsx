import { TERMS_PATH, TERMS_TITLE } from '../../../domain/legal/legal-pages';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import './terms-note.css';

/** The terms the owner agrees to by paying; they open aside, so the checkout stays as it is. */
export function TermsNote() {
  return (
    <p className="ch-terms-note">
      By paying you agree to Charter's{' '}
      <a href={TERMS_PATH} target="_blank" rel="noopener noreferrer">
        {TERMS_TITLE.toLowerCase()}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
      .
    </p>
  );
}
