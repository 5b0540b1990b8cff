import { Link } from 'wouter';
import type { HubFileKind } from '../../../domain/hub/hub-content';
import { GUIDES_PATH, TEMPLATES_PATH } from '../../../domain/services/service-paths';
import { LoadError } from '../../../ui/load-error';
import { useHubCategoryCounts } from '../api/hub-categories';
import { HubPlaceholder } from './hub-file-items';

const LIST_PATH: Readonly<Record<HubFileKind, string>> = {
  guides: GUIDES_PATH,
  templates: TEMPLATES_PATH,
};
const COUNT_NOUN: Readonly<Record<HubFileKind, string>> = {
  guides: 'Guides',
  templates: 'Templates',
};

/** 'Explore by category': a card per category, '{count} Guides' or '{count} Templates'. */
export function CategoryCards({ kind }: { kind: HubFileKind }) {
  const counts = useHubCategoryCounts(kind);
  if (counts.isError)
    return <LoadError message="We could not load the categories." query={counts} />;
  if (!counts.data) return <HubPlaceholder label="Loading the categories" />;
  return (
    <ul className="ch-hub-categories">
      {counts.data.map((category) => (
        <li key={category.category_id}>
          <Link
            className="ch-hub-category"
            to={`${LIST_PATH[kind]}?category_id=${category.category_id}`}
          >
            <span className="ch-hub-category__name">{category.category_name}</span>
            <span className="ch-hub-category__count">
              {category.template_count} {COUNT_NOUN[kind]}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
