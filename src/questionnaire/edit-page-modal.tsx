import { useState, type ReactNode } from 'react';
import { applyEdits, errorsAfterEdit } from '../domain/questionnaire/apply-edit';
import { normalizeOnBlur } from '../domain/questionnaire/formatting';
import type { Answers, PageDefinition } from '../domain/questionnaire/page-definition';
import { validatePage, type FieldErrors } from '../domain/questionnaire/validate-page';
import { Button } from '../ui/button';
import { ModalDialog } from '../ui/modal';
import { Notice } from '../ui/notice';
import type { ListFieldOptions } from './list-field';
import { QuestionFields } from './question-fields';
import { scrollToFirstError } from './scroll-to-first-error';

/** Why an apply did not save (a server's refusal, no connection). */
export interface ApplyRefusal {
  message: string;
  errors?: FieldErrors;
}

export interface EditPageModalProps {
  title: string;
  /** A line under the title, where the flow gives one. */
  subtitle?: string;
  definition: PageDefinition;
  /** The page's stored answers when the modal opens. */
  answers: Answers;
  /** 'Apply Changes', or 'Save And Apply Changes' for owners (spec §2). */
  applyLabel: string;
  list?: ListFieldOptions;
  /**
   * Saves the applied answers; the modal closes when it resolves, unless with a refusal: then
   * it stays open with what was typed, the refusal's message and its per-field messages.
   */
  onApply: (answers: Answers) => Promise<void | ApplyRefusal>;
  onClose: () => void;
  /** Shown under the fields, following the answers as they are edited (naming rules). */
  aside?: (answers: Answers) => ReactNode;
}

/**
 * A review section's edit modal (spec foundation §4): it loads the current answers and
 * validates them on open and on apply; a valid apply saves and closes. Closing (Cancel,
 * Escape) drops what was changed in it: the modal is mounted fresh each time it opens.
 */
export function EditPageModal({
  title,
  subtitle,
  definition,
  answers: initial,
  applyLabel,
  list,
  onApply,
  onClose,
  aside,
}: EditPageModalProps) {
  const [answers, setAnswers] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>(() => validatePage(definition, initial));
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const editMany = (edits: Answers) => {
    const after = applyEdits(definition.fields, answers, edits);
    setErrors((current) => errorsAfterEdit(current, answers, after));
    setAnswers(after);
  };
  const edit = (name: string, value: unknown) => editMany({ [name]: value });

  const apply = async () => {
    const found = validatePage(definition, answers);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => scrollToFirstError(Object.keys(found)));
      return;
    }
    setSaving(true);
    setRefusal(null);
    try {
      const refused = await onApply(answers);
      if (!refused) {
        onClose();
        return;
      }
      setRefusal(refused.message);
      if (refused.errors) setErrors(refused.errors);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      subtitle={subtitle}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button onPress={() => void apply()} isPending={saving}>
            {applyLabel}
          </Button>
        </>
      }
    >
      <QuestionFields
        fields={definition.fields}
        answers={answers}
        errors={errors}
        required={definition.required}
        onEdit={edit}
        onEditMany={editMany}
        onBlurField={(name) => {
          const normalized = normalizeOnBlur(name, answers[name]);
          if (normalized !== answers[name]) edit(name, normalized);
        }}
        list={list}
      />
      {aside?.(answers)}
      {refusal && (
        <Notice tone="error" role="alert">
          {refusal}
        </Notice>
      )}
    </ModalDialog>
  );
}
