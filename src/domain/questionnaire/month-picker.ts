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

let monthFormat: Intl.DateTimeFormat | null = null;

/** The first of a month at UTC midnight as the picker labels it: 'November 2026'. */
function formatMonth(date: Date): string {
  monthFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return monthFormat.format(date);
}

export function monthPickerOptions(today: Date): MonthOption[] {
  return Array.from({ length: MONTHS_AHEAD + 1 }, (_, offset) => {
    const date = new Date(Date.UTC(today.getFullYear(), today.getMonth() + offset, 1));
    return {
      value: monthValue(date.getUTCFullYear(), date.getUTCMonth()),
      label: formatMonth(date),
    };
  });
}

/** A picked month's label: '2026-11' → 'November 2026'; null for anything else. */
export function monthLabel(value: string): string | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  return match ? formatMonth(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))) : null;
}

export function isMonthAllowed(value: string, today: Date): boolean {
  return monthPickerOptions(today).some((option) => option.value === value);
}
