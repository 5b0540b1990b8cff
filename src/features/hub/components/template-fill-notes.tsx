import { Notice } from '../../../ui/notice';

/**
 * What a template's page says above its questions (decision 0070): what Charter fills in by
 * itself, what a blank answer becomes, and that the answers keep.
 */
export function TemplateFillNotes() {
  return (
    <Notice tone="info">
      <p>
        Charter fills in your business’s legal name, state, address and members from your records.
        Answer what this template asks; anything you leave blank stays a [placeholder] for you to
        fill in by hand.
      </p>
      <p>
        Your answers are saved on this device as you type, even offline, and you can come back to
        change them and fill the template again.
      </p>
    </Notice>
  );
}
