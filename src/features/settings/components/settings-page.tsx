import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';
import { SubNavLayout } from '../../../ui/sub-nav';
import { SETTINGS_SECTIONS } from '../settings-sections';

const ITEMS = SETTINGS_SECTIONS.map(({ slug, label }) => ({ href: `/settings/${slug}`, label }));

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" />
      <SubNavLayout label="Settings" items={ITEMS}>
        <ComingSoon />
      </SubNavLayout>
    </>
  );
}
