import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeyedState } from './use-keyed-state';

describe('useKeyedState', () => {
  it('keeps its value while the key stays, and starts again when the key changes', () => {
    const { result, rerender } = renderHook(({ key }) => useKeyedState(key, 1), {
      initialProps: { key: 'category 3' },
    });
    act(() => result.current[1]((page) => page + 1));
    act(() => result.current[1]((page) => page + 1));
    expect(result.current[0]).toBe(3);

    rerender({ key: 'category 4' });
    expect(result.current[0]).toBe(1);
    act(() => result.current[1]((page) => page + 1));
    expect(result.current[0]).toBe(2);

    // Back to an earlier key: it starts again too, its old value is not remembered.
    rerender({ key: 'category 3' });
    expect(result.current[0]).toBe(1);
  });

  it('starts again under a key it left without a change in between', () => {
    const { result, rerender } = renderHook(({ key }) => useKeyedState(key, 0), {
      initialProps: { key: 'page 1' },
    });
    act(() => result.current[1]((ticked) => ticked + 2));
    rerender({ key: 'page 2' });
    expect(result.current[0]).toBe(0);
    rerender({ key: 'page 1' });
    expect(result.current[0]).toBe(0);
  });
});
