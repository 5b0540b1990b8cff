/** The honest line a placeholder screen shows until its feature is built. */
export function ComingSoon({ children = 'This screen is coming soon.' }: { children?: string }) {
  return <p className="ch-muted">{children}</p>;
}
