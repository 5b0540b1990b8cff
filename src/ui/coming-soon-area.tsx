import { ComingSoon } from './coming-soon';
import { PageHeader } from './page-header';
import { SubNavLayout, type SubNavSection, subNavItems } from './sub-nav';

/** An area of the dashboard whose child pages are not built yet: its menu and the honest line. */
export function ComingSoonArea({
  title,
  path,
  sections,
}: {
  title: string;
  /** The area's path, its child pages' parent: '/invoices'. */
  path: string;
  sections: readonly SubNavSection[];
}) {
  return (
    <>
      <PageHeader title={title} />
      <SubNavLayout label={title} items={subNavItems(path, sections)}>
        <ComingSoon />
      </SubNavLayout>
    </>
  );
}
