/**
 * One year from `today`: when the registered agent's free year ends and its annual fee is
 * first charged (spec dashboard §9: "the renewal date one year from today"). February 29th
 * renews on March 1st.
 */
export function renewalDate(today: Date = new Date()): Date {
  const renewal = new Date(today);
  renewal.setFullYear(today.getFullYear() + 1);
  return renewal;
}
