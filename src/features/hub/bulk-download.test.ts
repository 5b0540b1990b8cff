import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInEachTest } from '../../../tests/support/render-at-path';
import {
  downloadHubFiles,
  NOT_DOWNLOADABLE,
  OFFLINE_DOWNLOAD,
  zipEntryNames,
  zipFileName,
} from './bulk-download';
import { recordSaves } from '../../../tests/support/recorded-saves';
import { zipEntries } from '../../../tests/support/zip-entries';

signedInEachTest();

const LINKS_PATH = '/content/v1/documents/urls';
const fileUrl = (id: number) =>
  `http://charter.test/content/v1/files/${id}?owner=1&expires=1&signature=s`;

type FileAnswer = { status: number; body: string } | 'network-error';

/**
 * The content service: a link for each id of `files` (the others are left out, as the service
 * leaves out what the owner may not download), and each file's answer by its link.
 */
function stubContentService(
  files: Record<number, { fileName: string; answer: FileAnswer }>,
  links: { status: number; body?: unknown } | null = null,
) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      if (url.startsWith(`${LINKS_PATH}?`)) {
        const ids = new URL(url, 'http://charter.test').searchParams
          .get('document_ids')!
          .split(',')
          .map(Number);
        const body = links?.body ?? {
          documents: ids
            .filter((id) => files[id])
            .map((id) => ({
              id,
              url: fileUrl(id),
              file_name: files[id]!.fileName,
              expires_at: '2026-03-04T15:02:00.000Z',
            })),
        };
        return Response.json(body, { status: links?.status ?? 200 });
      }
      const id = Object.keys(files)
        .map(Number)
        .find((key) => url === fileUrl(key));
      const answer = id === undefined ? { status: 404, body: '{}' } : files[id]!.answer;
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(answer.body, { status: answer.status });
    }),
  );
  return requests;
}

const pdf = (text: string): FileAnswer => ({ status: 200, body: `%PDF-1.7 ${text}` });

/** A zip's entries, name and text, in the archive's order. */
async function zipTexts(zip: Blob): Promise<{ name: string; text: string }[]> {
  const entries = zipEntries(new Uint8Array(await zip.arrayBuffer()));
  return [...entries].map(([name, { data }]) => ({ name, text: data.toString('utf8') }));
}

const MARCH_4 = new Date(2026, 2, 4, 23, 30);
const BANK = { id: 1, name: 'Opening a business bank account' };
const SALES_TAX = { id: 2, name: 'Registering for sales tax' };
const HIRING = { id: 3, name: 'Hiring your first employee' };

afterEach(() => vi.restoreAllMocks());

describe('zip naming', () => {
  it('names the zip for what it holds and the owner’s day', () => {
    expect(zipFileName('guides', MARCH_4)).toBe('charter-guides-2026-03-04.zip');
    expect(zipFileName('templates', new Date(2026, 11, 31, 0, 5))).toBe(
      'charter-templates-2026-12-31.zip',
    );
  });

  it('keeps each file’s name and numbers the names already taken, in any case', () => {
    expect(
      zipEntryNames(['invoice.docx', 'nda.docx', 'Invoice.docx', 'invoice.docx', 'README']),
    ).toEqual(['invoice.docx', 'nda.docx', 'Invoice (2).docx', 'invoice (3).docx', 'README']);
    expect(zipEntryNames(['a.pdf', 'a (2).pdf', 'a.pdf'])).toEqual([
      'a.pdf',
      'a (2).pdf',
      'a (3).pdf',
    ]);
  });

  it('keeps folders out of entry names', () => {
    expect(zipEntryNames(['../../startup/agreement.docx', 'a\\b.pdf'])).toEqual([
      '..-..-startup-agreement.docx',
      'a-b.pdf',
    ]);
  });
});

describe('downloadHubFiles', () => {
  it('saves one file as it is, under its own name', async () => {
    const requests = stubContentService({ 1: { fileName: 'bank-account.pdf', answer: pdf('1') } });
    const saves = recordSaves();
    expect(await downloadHubFiles('guides', [BANK], MARCH_4)).toEqual({
      saved: 'bank-account.pdf',
      skipped: [],
    });
    expect(saves.map((save) => save.name)).toEqual(['bank-account.pdf']);
    expect(new TextDecoder().decode(await saves[0]!.file.arrayBuffer())).toBe('%PDF-1.7 1');
    expect(requests[0]).toBe(`${LINKS_PATH}?document_ids=1&expires_in=120`);
  });

  it('saves several files as one zip, duplicate names told apart', async () => {
    const requests = stubContentService({
      1: { fileName: 'guide.pdf', answer: pdf('bank') },
      2: { fileName: 'guide.pdf', answer: pdf('sales tax') },
      3: { fileName: 'hiring.pdf', answer: pdf('hiring') },
    });
    const saves = recordSaves();
    expect(await downloadHubFiles('guides', [BANK, SALES_TAX, HIRING], MARCH_4)).toEqual({
      saved: 'charter-guides-2026-03-04.zip',
      skipped: [],
    });
    expect(requests[0]).toBe(`${LINKS_PATH}?document_ids=1%2C2%2C3&expires_in=120`);
    expect(saves.map((save) => save.name)).toEqual(['charter-guides-2026-03-04.zip']);
    expect(await zipTexts(saves[0]!.file)).toEqual([
      { name: 'guide.pdf', text: '%PDF-1.7 bank' },
      { name: 'guide (2).pdf', text: '%PDF-1.7 sales tax' },
      { name: 'hiring.pdf', text: '%PDF-1.7 hiring' },
    ]);
  });

  it('leaves out of the zip the files that fail, and names them', async () => {
    stubContentService({
      1: { fileName: 'bank.pdf', answer: pdf('bank') },
      2: { fileName: 'sales-tax.pdf', answer: { status: 410, body: '{"message":"Expired"}' } },
      3: { fileName: 'hiring.pdf', answer: 'network-error' },
    });
    const saves = recordSaves();
    expect(await downloadHubFiles('guides', [BANK, SALES_TAX, HIRING], MARCH_4)).toEqual({
      saved: 'charter-guides-2026-03-04.zip',
      skipped: [SALES_TAX.name, HIRING.name],
    });
    expect(await zipTexts(saves[0]!.file)).toEqual([{ name: 'bank.pdf', text: '%PDF-1.7 bank' }]);
  });

  it('counts an item the links answer leaves out (a template not owned) as failed', async () => {
    stubContentService({
      1: { fileName: 'invoice.docx', answer: pdf('invoice') },
      3: { fileName: 'nda.docx', answer: pdf('nda') },
    });
    const saves = recordSaves();
    const outcome = await downloadHubFiles('templates', [BANK, SALES_TAX, HIRING], MARCH_4);
    expect(outcome).toEqual({
      saved: 'charter-templates-2026-03-04.zip',
      skipped: [SALES_TAX.name],
    });
    expect((await zipTexts(saves[0]!.file)).map((entry) => entry.name)).toEqual([
      'invoice.docx',
      'nda.docx',
    ]);
  });

  it('saves nothing when every file fails, with the service’s message', async () => {
    stubContentService({
      1: {
        fileName: 'bank.pdf',
        answer: { status: 410, body: '{"message":"This link expired."}' },
      },
      2: { fileName: 'sales-tax.pdf', answer: { status: 500, body: '' } },
    });
    const saves = recordSaves();
    await expect(downloadHubFiles('guides', [BANK, SALES_TAX], MARCH_4)).rejects.toThrow(
      'This link expired.',
    );
    expect(saves).toEqual([]);
  });

  it('saves nothing when the links cannot be had, with the message or the generic one', async () => {
    stubContentService({}, { status: 503, body: { message: 'The hub is loading.' } });
    const saves = recordSaves();
    await expect(downloadHubFiles('guides', [BANK, SALES_TAX], MARCH_4)).rejects.toThrow(
      'The hub is loading.',
    );
    stubContentService({}, { status: 500, body: { error: 'no message' } });
    await expect(downloadHubFiles('guides', [BANK], MARCH_4)).rejects.toThrow(
      'Something went wrong',
    );
    expect(saves).toEqual([]);
  });

  it('says a download tried offline needs a connection', async () => {
    stubContentService({ 1: { fileName: 'bank.pdf', answer: 'network-error' } });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const saves = recordSaves();
    await expect(downloadHubFiles('guides', [BANK], MARCH_4)).rejects.toThrow(OFFLINE_DOWNLOAD);
    expect(saves).toEqual([]);
  });

  it('says a single file left out of the links is not available', async () => {
    stubContentService({});
    const saves = recordSaves();
    await expect(downloadHubFiles('templates', [BANK], MARCH_4)).rejects.toThrow(NOT_DOWNLOADABLE);
    expect(saves).toEqual([]);
  });
});
