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

export function monthPickerOptions(today: Date): MonthOption[] {
  const formatter = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return Array.from({ length: MONTHS_AHEAD + 1 }, (_, offset) => {
    const date = new Date(Date.UTC(today.getFullYear(), today.getMonth() + offset, 1));
    return {
      value: monthValue(date.getUTCFullYear(), date.getUTCMonth()),
      label: formatter.format(date),
    };
  });
}

export function isMonthAllowed(value: string, today: Date): boolean {
  return monthPickerOptions(today).some((option) => option.value === value);
}
