import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema';
import { pruneIdempotencyKeys } from '../http/idempotency';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { passwordGrant } from '../test-support/tokens';

const PAGE2 = { business_class: '541110' };

describe('questionnaire pages at /api/v1/{formation,ein}/{page}', () => {
  let t: TestApp;
  let token: string;
  let individualId: number;
  let otherToken: string;
  let keyCounter = 0;

  beforeAll(async () => {
    t = await createTestApp();
    individualId = (await t.app.services.accounts.create({
      email: 'pages@example.com',
      password: 'Pages-owner-1!',
    }))!.id;
    await t.app.services.accounts.create({
      email: 'other-pages@example.com',
      password: 'Other-owner-1!',
    });
    token = (await passwordGrant(t.app, 'pages@example.com', 'Pages-owner-1!')).body.access_token!;
    otherToken = (await passwordGrant(t.app, 'other-pages@example.com', 'Other-owner-1!')).body
      .access_token!;
  });
  afterAll(() => t.close());

  const save = (
    page: string,
    body: object,
    key = `key-${(keyCounter += 1)}-${Date.now()}`,
    bearer = token,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/formation/${page}`,
      headers: { authorization: `Bearer ${bearer}`, 'idempotency-key': key },
      payload: body,
    });
  const load = (page: string, id = individualId, bearer = token) =>
    t.app.inject({
      url: `/api/v1/formation/${page}?individual_id=${id}`,
      headers: { authorization: `Bearer ${bearer}` },
    });

  it('answers 404 before anything is saved, and for an unknown page', async () => {
    expect((await load('page2')).statusCode).toBe(404);
    expect((await load('page9')).json()).toEqual({ message: 'Unknown page' });
  });

  it('re-validates every save with the shared rules and answers 422 with per-field messages', async () => {
    const response = await save('page2', {
      individual_id: individualId,
      updated_at: null,
      business_class: '12',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      business_class: 'Business industry format is invalid',
    });
    const blank = await save('page2', { individual_id: individualId, updated_at: null });
    expect(blank.json().errors).toEqual({ business_class: 'This field is required' });
  });

  it('saves, versions and returns the page', async () => {
    const first = await save('page2', {
      individual_id: individualId,
      updated_at: null,
      ...PAGE2,
      unknown_key: 'dropped',
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json();
    expect(saved).toMatchObject({ ...PAGE2, individual_id: individualId });
    expect(saved.unknown_key).toBeUndefined();
    expect(new Date(saved.updated_at).toISOString()).toBe(saved.updated_at);
    expect((await load('page2')).json()).toEqual(saved);

    const second = await save('page2', {
      individual_id: individualId,
      updated_at: saved.updated_at,
      business_class: '541111',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().updated_at).not.toBe(saved.updated_at);
  });

  it('answers 409 with the server copy when a save is based on an old version', async () => {
    const current = (await load('page2')).json();
    const stale = await save('page2', {
      individual_id: individualId,
      updated_at: '2020-01-01T00:00:00.000Z',
      business_class: '999999',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toEqual(current);
    const firstTimeAgain = await save('page2', {
      individual_id: individualId,
      updated_at: null,
      business_class: '999999',
    });
    expect(firstTimeAgain.statusCode).toBe(409);
  });

  it('applies a replayed request once and answers it the same', async () => {
    const current = (await load('page2')).json();
    const body = {
      individual_id: individualId,
      updated_at: current.updated_at,
      business_class: '236115',
    };
    const first = await save('page2', body, 'replayed-key-0001');
    const replay = await save('page2', body, 'replayed-key-0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await load('page2')).json()).toEqual(first.json());
  });

  it('refuses the same key with another body, and a mutation without a key', async () => {
    const current = (await load('page2')).json();
    await save(
      'page2',
      { individual_id: individualId, updated_at: current.updated_at, business_class: '111110' },
      'reused-key-0001',
    );
    const other = await save(
      'page2',
      { individual_id: individualId, updated_at: current.updated_at, business_class: '111120' },
      'reused-key-0001',
    );
    expect(other.statusCode).toBe(409);
    const keyless = await t.app.inject({
      method: 'POST',
      url: '/api/v1/formation/page2',
      headers: { authorization: `Bearer ${token}` },
      payload: { individual_id: individualId, ...PAGE2 },
    });
    expect(keyless.statusCode).toBe(400);
  });

  it('forgets idempotency keys after a day', async () => {
    const body = { individual_id: individualId, updated_at: null, business_class: '541110' };
    const first = await save('page3-missing', body, 'old-key-00001');
    expect(first.statusCode).toBe(404);
    await pruneIdempotencyKeys(t.database.db, new Date(Date.now() + 25 * 3600 * 1000));
    const rows = await t.database.db.select().from(idempotencyKeys);
    expect(rows).toEqual([]);
  });

  it("refuses another owner's individual_id", async () => {
    expect((await load('page2', individualId, otherToken)).statusCode).toBe(403);
    expect(
      (await save('page2', { individual_id: individualId, ...PAGE2 }, undefined, otherToken))
        .statusCode,
    ).toBe(403);
  });

  it('clears answers of fields their rule hides before saving', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/formation/page4',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'agent-page-0001' },
      payload: {
        individual_id: individualId,
        updated_at: null,
        is_bizup_designated_agent: true,
        agent_first_name: 'Sam',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_bizup_designated_agent: true });
    expect(response.json().agent_first_name).toBeUndefined();
  });
});
