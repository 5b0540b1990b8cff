import { businessAddresses, businessOwner, isFields, type Fields } from '../business-record';
import { addressLine } from '../business-review';
import type { HistoryChange } from '../contracts/amendment';

const rows = (value: unknown): Fields[] => (Array.isArray(value) ? value.filter(isFields) : []);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Each amended business column (as the amendment row keeps it) in words, by section. */
const SECTIONS: ReadonlyArray<{
  section: string;
  column: string;
  words: (value: unknown) => string;
}> = [
  { section: 'Business name', column: 'officialBusinessName', words: text },
  { section: 'Business category', column: 'businessClass', words: text },
  {
    section: 'Owners',
    column: 'owners',
    words: (value) =>
      rows(value)
        .map(businessOwner)
        .map((owner) => `${owner.first_name} ${owner.last_name}`.trim())
        .join(', '),
  },
  {
    section: 'Business address',
    column: 'addresses',
    words: (value) => {
      const business = businessAddresses(rows(value)).find(
        (address) => address.type === 'business',
      );
      return business ? addressLine(business) : '';
    },
  },
];

/** What an applied amendment changed, section by section, from its kept columns. */
export function historyChanges(changes: Fields, previous: Fields): HistoryChange[] {
  return SECTIONS.flatMap(({ section, column, words }) =>
    Object.hasOwn(changes, column)
      ? [{ section, previous: words(previous[column]), current: words(changes[column]) }]
      : [],
  );
}
