import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

function Sender() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Card saved.')}>
        success
      </button>
      <button type="button" onClick={() => toast.error(new Error('Card refused.'))}>
        error
      </button>
      <button type="button" onClick={() => toast.error(null)}>
        unworded error
      </button>
    </>
  );
}

const region = () => screen.getByRole('region', { name: 'Notifications' });
const liveList = () => within(region()).getByRole('list');
const shown = () =>
  within(region())
    .queryAllByRole('listitem')
    .map((toast) => toast.querySelector('.ch-toast__text')?.textContent);
const send = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('are read from a polite live region that is there before any toast', () => {
    render(
      <ToastProvider>
        <Sender />
      </ToastProvider>,
    );
    expect(liveList().getAttribute('aria-live')).toBe('polite');
    expect(shown()).toEqual([]);
    send('success');
    expect(shown()).toEqual(['SuccessCard saved.']);
    expect(within(region()).getByRole('listitem').className).toContain('ch-toast--success');
  });

  it('show a success 3 s and an error 5 s, the error’s own message or the generic one', () => {
    render(
      <ToastProvider>
        <Sender />
      </ToastProvider>,
    );
    send('success');
    send('error');
    send('unworded error');
    expect(shown()).toEqual(['SuccessCard saved.', 'ErrorCard refused.', 'ErrorAn error occurred']);
    wait(2999);
    expect(shown()).toHaveLength(3);
    wait(1);
    expect(shown()).toEqual(['ErrorCard refused.', 'ErrorAn error occurred']);
    wait(2000);
    expect(shown()).toEqual([]);
  });

  it('stay while pointed at or focused, and go when dismissed', () => {
    render(
      <ToastProvider>
        <Sender />
      </ToastProvider>,
    );
    send('success');
    const toast = within(region()).getByRole('listitem');
    fireEvent.pointerEnter(toast);
    wait(10_000);
    expect(shown()).toHaveLength(1);
    fireEvent.pointerLeave(toast);
    wait(3000);
    expect(shown()).toEqual([]);

    send('error');
    const dismiss = within(region()).getByRole('button', { name: 'Dismiss notification' });
    act(() => dismiss.focus());
    wait(10_000);
    expect(shown()).toHaveLength(1);
    fireEvent.click(dismiss);
    expect(shown()).toEqual([]);
  });
});
