import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageHasUnsavedChanges, useLeaveWarning } from './unsaved-changes';

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => setPageHasUnsavedChanges(false));

describe('the leave warning of a questionnaire page', () => {
  it('asks the browser to warn only while the page holds unsaved changes', () => {
    const { unmount } = renderHook(() => useLeaveWarning());
    expect(leave()).toBe(false);
    act(() => setPageHasUnsavedChanges(true));
    expect(leave()).toBe(true);
    // Continued (saved) or reviewed: leaving needs no warning any more.
    act(() => setPageHasUnsavedChanges(false));
    expect(leave()).toBe(false);
    act(() => setPageHasUnsavedChanges(true));
    unmount();
    expect(leave()).toBe(false);
  });
});
