/**
 * The down chevron that marks a button opening a menu. Its own module: a stand-in button drawn
 * before the menu's code has loaded shows it too, without loading react-aria.
 */
export function MenuChevron() {
  return (
    <svg className="ch-menu-button__chevron" viewBox="0 0 12 12" aria-hidden="true">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}
