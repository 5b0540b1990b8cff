import { randomUUID } from 'node:crypto';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEMPLATE_FILLS_PER_WINDOW,
  TEMPLATES_NOT_PURCHASED,
} from '../../../../src/domain/flows/templates-flow';
import { DOCX_MEDIA_TYPE } from '../../../../src/domain/documents/media-types';
import { seedCheckoutCatalogue } from '../../../checkout/seed-catalogue';
import { ownerWithActiveFormation } from '../../../test-support/operating-agreement';
import { asOwner, signedInOwner, type SignedInOwner } from '../../../test-support/owners';
import { buyAsOwner } from '../../../test-support/purchases';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  pageFromOpenApiSchema,
  pageSchemaName,
} from '../../../../src/domain/questionnaire/openapi-page-schema';
import { NOT_LEGAL_ADVICE_NOTICE } from '../templates/render-template';
import { FILL_BUTTON_LABEL } from './template-pages';

const CONTRACTOR = 'independent-contractor-agreement';

describe('templates filled with the business (decision 0070)', () => {
  let t: TestApp;
  let rosa: SignedInOwner;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
    rosa = await ownerWithActiveFormation(t, 'rosa', 'Bluebonnet Bikes');
    await buyAsOwner(t, rosa, ['DOC_LIBRARY']);
  });
  afterAll(() => t.close());

  const savePage = (owner: SignedInOwner, slug: string, answers: Record<string, unknown>) =>
    asOwner(t, owner)(`/api/v1/business_templates/${slug}`, {
      method: 'POST',
      payload: { updated_at: null, ...answers, individual_id: owner.id },
    });
  const fill = (owner: SignedInOwner, template: unknown, individualId = owner.id) =>
    asOwner(t, owner)(`/api/v1/business_templates/fill?individual_id=${individualId}`, {
      method: 'POST',
      payload: { template },
    });
  const textOf = async (documentId: number, owner: SignedInOwner) => {
    const kept = await t.app.services.documents.find(documentId, owner.id);
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(kept!.content) });
    return value;
  };

  it('serves each template as a page of its own questions, Continue leading to its filled page', async () => {
    const document = (await t.app.inject('/api/v1/openapi.json')).json();
    const page = pageFromOpenApiSchema(
      document.components.schemas[pageSchemaName(`templates/${CONTRACTOR}`)],
    );
    expect(page.title).toBe('Independent Contractor Agreement with IP Assignment');
    expect(page.fields.map((field) => field.name)).toEqual([
      'contractor_name',
      'services_description',
      'pay_rate',
      'start_date',
    ]);
    expect(page.required).toEqual([]);
    expect(page.next_button).toEqual({
      label: FILL_BUTTON_LABEL,
      next_page_url: `/templates/filled?template=${CONTRACTOR}`,
    });
    expect(page.prev_button).toBeUndefined();
    const unsaved = await asOwner(
      t,
      rosa,
    )(`/api/v1/business_templates/${CONTRACTOR}?individual_id=${rosa.id}`);
    expect(unsaved.statusCode).toBe(404);
  });

  it('fills the contractor agreement with the business record and the saved answers, and keeps it among the documents', async () => {
    const saved = await savePage(rosa, CONTRACTOR, {
      contractor_name: 'Dana Whitfield',
      services_description: 'Brand identity and a new website for the shop.',
      pay_rate: '$85 per hour, invoiced monthly',
      start_date: '01/15/2027',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const response = await fill(rosa, CONTRACTOR);
    expect(response.statusCode, response.body).toBe(200);
    const filled = response.json();
    expect(filled).toMatchObject({
      product_key: 'DOC_LIBRARY',
      category: 'company-documents',
      title: 'Independent Contractor Agreement with IP Assignment',
      file_name: `${CONTRACTOR}.docx`,
      content_type: DOCX_MEDIA_TYPE,
    });
    expect(filled.business_id).toEqual(expect.any(Number));

    const text = await textOf(filled.document_id, rosa);
    expect(text).toContain('Bluebonnet Bikes LLC');
    expect(text).toContain('Texas');
    expect(text).toContain('Dana Whitfield');
    expect(text).toContain('Brand identity and a new website for the shop.');
    expect(text).toContain('$85 per hour, invoiced monthly');
    expect(text).toContain('01/15/2027');
    expect(text).toContain(NOT_LEGAL_ADVICE_NOTICE);
    expect(text).not.toContain('[Company legal name]');
    expect(text).not.toContain('[Contractor name]');

    const list = (await asOwner(t, rosa)(`/api/v1/services/documents/list/${rosa.id}`)).json();
    expect(
      list.documents.map((document: { document_id: number }) => document.document_id),
    ).toContain(filled.document_id);
  });

  it('answers the document already kept when nothing changed, and keeps a new one when an answer did', async () => {
    const first = (await fill(rosa, CONTRACTOR)).json();
    const again = (await fill(rosa, CONTRACTOR)).json();
    expect(again.document_id).toBe(first.document_id);

    const page = (
      await asOwner(t, rosa)(`/api/v1/business_templates/${CONTRACTOR}?individual_id=${rosa.id}`)
    ).json();
    const changed = await savePage(rosa, CONTRACTOR, {
      contractor_name: 'Dana Whitfield-Ross',
      updated_at: page.updated_at,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const refined = (await fill(rosa, CONTRACTOR)).json();
    expect(refined.document_id).not.toBe(first.document_id);
    const text = await textOf(refined.document_id, rosa);
    expect(text).toContain('Dana Whitfield-Ross');
    // Answers left out of the save print the blank's placeholder.
    expect(text).toContain('[Services]');
  });

  it('fills a template never answered with the business alone, its questions as placeholders', async () => {
    const response = await fill(rosa, 'invoice');
    expect(response.statusCode, response.body).toBe(200);
    const text = await textOf(response.json().document_id, rosa);
    expect(text).toContain('Bluebonnet Bikes LLC');
    expect(text).toContain('[Client name]');
  });

  it('refuses the fill and the page save to an owner without the library, saying what to do', async () => {
    const ivan = await signedInOwner(t, 'ivan');
    const filled = await fill(ivan, CONTRACTOR);
    expect(filled.statusCode).toBe(403);
    expect(filled.json()).toEqual({ message: TEMPLATES_NOT_PURCHASED });
    const saved = await savePage(ivan, CONTRACTOR, { contractor_name: 'Dana' });
    expect(saved.statusCode).toBe(403);
    expect(saved.json()).toEqual({
      message: 'Please purchase Business Templates before saving your answers',
    });
  });

  it("refuses another owner's id, an unknown template and a body that is not one", async () => {
    const ivan = await signedInOwner(t, 'ivan-2');
    expect((await fill(ivan, CONTRACTOR, rosa.id)).statusCode).toBe(403);
    const unknown = await fill(rosa, 'last-will');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toEqual(expect.any(String));
    expect((await fill(rosa, 42)).statusCode).toBe(400);
    const extra = await asOwner(t, rosa)(
      `/api/v1/business_templates/fill?individual_id=${rosa.id}`,
      { method: 'POST', payload: { template: CONTRACTOR, answers: { a: 1 } } },
    );
    expect(extra.statusCode).toBe(400);
  });

  it('fills an owner with no business yet with placeholders, not another business', async () => {
    const mei = await signedInOwner(t, 'mei');
    await buyAsOwner(t, mei, ['DOC_LIBRARY']);
    const response = await fill(mei, 'mutual-nda');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().business_id).toBeNull();
    const text = await textOf(response.json().document_id, mei);
    expect(text).toContain('[Company legal name]');
    expect(text).not.toContain('Bluebonnet');
  });

  it(`limits an owner to ${TEMPLATE_FILLS_PER_WINDOW} fills in its window, with Retry-After`, async () => {
    const lee = await signedInOwner(t, `lee-${randomUUID().slice(0, 6)}`);
    await buyAsOwner(t, lee, ['DOC_LIBRARY']);
    for (let at = 0; at < TEMPLATE_FILLS_PER_WINDOW; at += 1) {
      expect((await fill(lee, 'invoice')).statusCode).toBe(200);
    }
    const limited = await fill(lee, 'invoice');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(
      /^You have filled 20 templates in 10 minutes\. Please try again in /,
    );
  });
});
