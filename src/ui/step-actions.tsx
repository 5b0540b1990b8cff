import type { ReactNode } from 'react';
import { Button } from './button';
import { LinkButton } from './link-button';
import { FormActions, Notice } from './notice';

export interface StepActionsProps {
  /** What stops the step, each shown as an alert above the row; empty ones are left out. */
  problems: ReadonlyArray<string | null | undefined>;
  /** Where Back goes. */
  backTo: string;
  /** The step's own action, e.g. 'Confirm and Continue'. */
  action: ReactNode;
  onAction: () => void;
  isPending?: boolean;
  isDisabled?: boolean;
}

/** The foot of a step that files or sends something: what stops it, then Back and its action. */
export function StepActions({
  problems,
  backTo,
  action,
  onAction,
  isPending,
  isDisabled,
}: StepActionsProps) {
  return (
    <>
      {problems.filter(Boolean).map((problem) => (
        <Notice key={problem} tone="error" role="alert">
          {problem}
        </Notice>
      ))}
      <FormActions>
        <LinkButton to={backTo} variant="secondary">
          Back
        </LinkButton>
        <Button onPress={onAction} isPending={isPending} isDisabled={isDisabled}>
          {action}
        </Button>
      </FormActions>
    </>
  );
}
