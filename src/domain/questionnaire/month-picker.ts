/** Month picker: only the current month up to 12 months ahead (spec §5). */
export const MONTHS_AHEAD = 12;

export interface MonthOption {
  /** YYYY-MM */
  value: string;
  /** e.g. "November 2026" */
  label: string;
}

function monthValue(year: number, monthIndex: number): string {
  return `${year}-${String(monthIndex + 1).padStart(2, '0')}`;
}

const monthFormatter = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function monthPickerOptions(today: Date): MonthOption[] {
  return Array.from({ length: MONTHS_AHEAD + 1 }, (_, offset) => {
    const date = new Date(Date.UTC(today.getFullYear(), today.getMonth() + offset, 1));
    return {
      value: monthValue(date.getUTCFullYear(), date.getUTCMonth()),
      label: monthFormatter.format(date),
    };
  });
}

/** '2026-11' → 'November 2026' (a review reads the month as it was picked); else as given. */
export function monthLabel(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  return monthFormatter.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

export function isMonthAllowed(value: string, today: Date): boolean {
  return monthPickerOptions(today).some((option) => option.value === value);
}
