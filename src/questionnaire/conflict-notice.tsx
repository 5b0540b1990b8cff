import type { Answers, FieldDefinition } from '../domain/questionnaire/page-definition';
import type { ServerCopy } from '../local/local-database';
import { Button } from '../ui/button';
import { Notice } from '../ui/notice';
import { answerText } from '../domain/questionnaire/answer-text';

interface ConflictNoticeProps {
  fields: readonly FieldDefinition[];
  mine: Answers;
  theirs: ServerCopy;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}

/**
 * Both copies after a 409 (DESIGN.md: no silent loss): the answers that differ, side by side,
 * and the owner's choice.
 */
export function ConflictNotice({
  fields,
  mine,
  theirs,
  onTakeTheirs,
  onKeepMine,
}: ConflictNoticeProps) {
  const differing = fields.filter(
    (field) =>
      answerText(field, mine[field.name]) !== answerText(field, theirs.answers[field.name]),
  );
  const savedAt = new Date(theirs.updatedAt).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Notice tone="warning" role="alert">
      <h2 id="conflict-title" className="ch-conflict__title">
        This page was also changed on another device
      </h2>
      <p>{`The other copy was saved ${savedAt}. Choose which answers to keep.`}</p>
      {differing.length > 0 && (
        <table className="ch-conflict__table">
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">On this device</th>
              <th scope="col">Other copy</th>
            </tr>
          </thead>
          <tbody>
            {differing.map((field) => (
              <tr key={field.name}>
                <th scope="row">{field.title ?? field.label ?? field.name}</th>
                <td>{answerText(field, mine[field.name]) || '—'}</td>
                <td>{answerText(field, theirs.answers[field.name]) || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="ch-conflict__actions">
        <Button onPress={onKeepMine}>Keep my answers</Button>
        <Button variant="secondary" onPress={onTakeTheirs}>
          Use the other copy
        </Button>
      </div>
    </Notice>
  );
}
