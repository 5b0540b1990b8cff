import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import '../../../ui/modal.css';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import './purchase-progress-overlay.css';

/** The pause between one step showing done and the next (spec dashboard §4, §9). */
export const STEP_PAUSE_MS = 500;
/** How long a failure stays on screen before the caller resets the purchase (spec §9). */
export const FAILURE_RESET_MS = 3000;

export type ProgressVariant = 'purchase' | 'registration';

interface ProgressCopy {
  title: string;
  note?: string;
  steps: readonly [string, string, string];
}

/**
 * The steps of a purchase are the spec's (dashboard §2). The spec gives the registration
 * variant only its title and the request to keep the page open; its title for a purchase and
 * the registration steps are our wording. Payment comes first in both, so a payment error
 * fails step 1.
 */
const COPY: Record<ProgressVariant, ProgressCopy> = {
  purchase: {
    title: 'Completing your purchase',
    steps: ['Processing Payment', 'Generating Invoice & Receipt', 'Configuring Your Dashboard'],
  },
  registration: {
    title: "Almost ready! We're handling the details",
    note: 'Please keep this page open until we finish.',
    // The account exists already (registration page5 created it): the invoice is what follows.
    steps: ['Processing Payment', 'Generating Invoice & Receipt', 'Setting Up Your Dashboard'],
  },
};

const STEP_COUNT = 3;

type StepStatus = 'pending' | 'active' | 'done' | 'failed';

const STATUS_SPOKEN: Record<StepStatus, string> = {
  pending: 'not started',
  active: 'in progress',
  done: 'done',
  failed: 'failed',
};

export interface PurchaseProgressOverlayProps {
  isOpen: boolean;
  variant?: ProgressVariant;
  /** How many steps the caller's work has finished, in order (0 to 3). */
  completedSteps: number;
  /** The failure of the step under way (a payment error fails step 1), shown on that step. */
  failure?: string | null;
  /** Every step shown done, and the pause after the last one over. */
  onComplete?: () => void;
  /** FAILURE_RESET_MS after a failure: the caller resets the purchase (e.g. closes this). */
  onReset: () => void;
}

interface PacingProps {
  completedSteps: number;
  failure: string | null;
  onComplete?: () => void;
  onReset: () => void;
}

/**
 * How many steps show done. The caller's work may finish several steps at once (the invoice is
 * often there when the payment returns); they are still shown one by one, STEP_PAUSE_MS apart.
 */
function usePacedSteps({ completedSteps, failure, onComplete, onReset }: PacingProps): number {
  // Steps allowed to show: the first at once, each next one a pause after the one before.
  const [released, setReleased] = useState(1);
  const shown = Math.min(completedSteps, released);
  const complete = useEffectEvent(() => onComplete?.());
  const reset = useEffectEvent(() => {
    setReleased(1);
    onReset();
  });

  useEffect(() => {
    if (failure) return;
    if (shown === STEP_COUNT && released > STEP_COUNT) {
      complete();
      return;
    }
    if (shown < released) return; // the caller's work is not there yet
    const timer = setTimeout(() => setReleased(shown + 1), STEP_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [shown, released, failure]);

  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(reset, FAILURE_RESET_MS);
    return () => clearTimeout(timer);
  }, [failure]);

  return shown;
}

function statusOf(step: number, shown: number, failure: string | null): StepStatus {
  if (step < shown) return 'done';
  if (step > shown) return 'pending';
  return failure ? 'failed' : 'active';
}

function ProgressDialog({ variant, ...pacing }: PacingProps & { variant: ProgressVariant }) {
  const { title, note, steps } = COPY[variant];
  const shown = usePacedSteps(pacing);
  const { failure } = pacing;
  const current = steps[shown];
  const nowId = useId();
  return (
    <Dialog className="ch-modal__dialog" aria-describedby={nowId}>
      <Heading slot="title" className="ch-modal__title">
        {title}
      </Heading>
      {note && <p className="ch-progress__note">{note}</p>}
      <ol className="ch-progress__steps">
        {steps.map((label, step) => {
          const status = statusOf(step, shown, failure);
          return (
            <li key={label} className={`ch-progress__step ch-progress__step--${status}`}>
              <span className="ch-progress__marker" aria-hidden="true" />
              <span className="ch-progress__label">
                {label}
                <VisuallyHidden>, {STATUS_SPOKEN[status]}</VisuallyHidden>
              </span>
              {status === 'failed' && (
                <p className="ch-progress__failure" role="alert">
                  {failure}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {/* One polite announcement per step; a failure is announced by its alert instead. */}
      <p id={nowId} className="ch-visually-hidden" role="status">
        {failure ? '' : current ? `${current}…` : 'All done.'}
      </p>
    </Dialog>
  );
}

/**
 * The pending-purchase overlay (spec dashboard §2 "Pending progress overlay", §4 "Purchase
 * progress"): three steps, each waiting, in progress, done or failed, driven by the caller's
 * `completedSteps` and `failure`. Modal: the focus stays inside until the caller closes it, and
 * neither Escape nor a click outside closes it.
 */
export function PurchaseProgressOverlay({
  isOpen,
  variant = 'purchase',
  failure = null,
  ...pacing
}: PurchaseProgressOverlayProps) {
  return (
    <ModalOverlay
      className="ch-modal-overlay ch-progress-overlay"
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled
    >
      <Modal className="ch-modal ch-progress">
        <ProgressDialog variant={variant} failure={failure} {...pacing} />
      </Modal>
    </ModalOverlay>
  );
}
