import { describe, expect, it } from 'vitest';
import { pageNumbers } from './hub-pagination';

describe('pageNumbers', () => {
  it('shows every page when there are few', () => {
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the ends and the current page’s neighbours, with gaps between', () => {
    expect(pageNumbers(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(pageNumbers(12, 12)).toEqual([1, 'gap', 11, 12]);
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(pageNumbers(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
  });
});
