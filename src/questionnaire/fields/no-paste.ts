/** Confirmation fields are typed, never pasted or dropped into (spec §5). */
export const NO_PASTE_FIELDS: ReadonlySet<string> = new Set(['confirm_email', 'confirm_password']);

/** The input's paste and drop handlers for a field: none, or a refusal. */
export function pasteGuard(name: string): {
  onPaste?: (event: { preventDefault(): void }) => void;
  onDrop?: (event: { preventDefault(): void }) => void;
} {
  if (!NO_PASTE_FIELDS.has(name)) return {};
  const refuse = (event: { preventDefault(): void }) => event.preventDefault();
  return { onPaste: refuse, onDrop: refuse };
}
