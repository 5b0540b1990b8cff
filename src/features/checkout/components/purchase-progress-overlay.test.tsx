import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FAILURE_RESET_MS,
  PurchaseProgressOverlay,
  type PurchaseProgressOverlayProps,
  STEP_PAUSE_MS,
} from './purchase-progress-overlay';

const DECLINED = 'Your card was declined. Please use a different card.';

function renderOverlay(props: Partial<PurchaseProgressOverlayProps> = {}) {
  const handlers = { onReset: vi.fn(), onComplete: vi.fn() };
  const view = (next: Partial<PurchaseProgressOverlayProps>) => (
    <PurchaseProgressOverlay isOpen completedSteps={0} {...handlers} {...next} />
  );
  const { rerender } = render(view(props));
  return {
    ...handlers,
    update: (next: Partial<PurchaseProgressOverlayProps>) => rerender(view(next)),
  };
}

/** Each step as a screen reader reads it: its name and its state. */
function steps(): string[] {
  return within(screen.getByRole('dialog'))
    .getAllByRole('listitem')
    .map((step) => step.textContent ?? '');
}

function announced(): string {
  return screen.getByRole('status').textContent ?? '';
}

function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('PurchaseProgressOverlay', () => {
  it('takes the focus in a dialog that neither Escape nor a click outside closes', () => {
    renderOverlay();
    const dialog = screen.getByRole('dialog', { name: 'Completing your purchase' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(steps()).toEqual([
      'Processing Payment, in progress',
      'Generating Invoice & Receipt, not started',
      'Configuring Your Dashboard, not started',
    ]);
    expect(announced()).toBe('Processing Payment…');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('shows finished steps one by one, 500 ms apart, then reports completion', () => {
    const { onComplete } = renderOverlay({ completedSteps: 3 });
    expect(steps()).toEqual([
      'Processing Payment, done',
      'Generating Invoice & Receipt, in progress',
      'Configuring Your Dashboard, not started',
    ]);
    expect(announced()).toBe('Generating Invoice & Receipt…');

    wait(STEP_PAUSE_MS - 1);
    expect(steps()[1]).toBe('Generating Invoice & Receipt, in progress');
    wait(1);
    expect(steps()).toEqual([
      'Processing Payment, done',
      'Generating Invoice & Receipt, done',
      'Configuring Your Dashboard, in progress',
    ]);

    wait(STEP_PAUSE_MS);
    expect(steps()[2]).toBe('Configuring Your Dashboard, done');
    expect(announced()).toBe('All done.');
    expect(onComplete).not.toHaveBeenCalled();
    wait(STEP_PAUSE_MS);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('waits for the caller’s work, without a further pause once the last one is over', () => {
    const { update, onComplete } = renderOverlay({ completedSteps: 1 });
    expect(steps()[0]).toBe('Processing Payment, done');
    wait(5000);
    expect(steps()[1]).toBe('Generating Invoice & Receipt, in progress');

    update({ completedSteps: 2 });
    expect(steps()[1]).toBe('Generating Invoice & Receipt, done');
    update({ completedSteps: 3 });
    expect(steps()[2]).toBe('Configuring Your Dashboard, in progress');
    wait(STEP_PAUSE_MS);
    expect(steps()[2]).toBe('Configuring Your Dashboard, done');
    wait(STEP_PAUSE_MS);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('fails step 1 with the payment error, then asks for a reset after 3 s', () => {
    const { update, onReset } = renderOverlay();
    update({ failure: DECLINED });

    expect(steps()).toEqual([
      `Processing Payment, failed${DECLINED}`,
      'Generating Invoice & Receipt, not started',
      'Configuring Your Dashboard, not started',
    ]);
    expect(screen.getByRole('alert').textContent).toBe(DECLINED);
    expect(announced()).toBe('');

    wait(FAILURE_RESET_MS - 1);
    expect(onReset).not.toHaveBeenCalled();
    wait(1);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('has its own copy for the registration checkout', () => {
    renderOverlay({ variant: 'registration' });
    expect(
      screen.getByRole('dialog', { name: "Almost ready! We're handling the details" }),
    ).toBeTruthy();
    expect(screen.getByText('Please keep this page open until we finish.')).toBeTruthy();
    expect(steps()).toEqual([
      'Processing Payment, in progress',
      'Generating Invoice & Receipt, not started',
      'Setting Up Your Dashboard, not started',
    ]);
  });

  it('is gone when closed', () => {
    const { update } = renderOverlay();
    update({ isOpen: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
