import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_VIEWS_MOST } from '@college/contracts/entities/saved-view';
import { deleteSavedView, listSavedViews, saveView } from '@college/contracts/endpoints/saved-views';
import { signInStaff } from '../../test/journey';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';

let t: TestApp;
let clerk: Awaited<ReturnType<typeof signInStaff>>;
let other: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  clerk = await signInStaff(t, 'admissions');
  other = await signInStaff(t, 'viewer');
});
afterAll(async () => {
  await t.close();
});

const views = async (agent: typeof clerk.agent) =>
  (await call(agent, listSavedViews).expect(200)).body.data as { id: string; name: string; query: string }[];

describe('saved views of the queue', () => {
  it('when a clerk saves the filters under a name, then they are kept in one order, without the search or the page, for that clerk alone', async () => {
    const saved = await call(clerk.agent, saveView, {
      body: { name: 'Civil, first choice, unpaid', query: '?paid=false&branch=Civil+Engineering&firstChoice=true&page=3&q=' },
    }).expect(400);
    expect(saved.body.fieldErrors.query[0]).toBe('Not a filter a view keeps: page, q');
    const ok = await call(clerk.agent, saveView, {
      body: { name: 'Civil, first choice, unpaid', query: 'paid=false&branch=Civil+Engineering&firstChoice=true' },
    }).expect(201);
    expect(ok.body.data.query).toBe('branch=Civil+Engineering&firstChoice=true&paid=false');
    expect((await views(clerk.agent)).map((v) => v.name)).toEqual(['Civil, first choice, unpaid']);
    expect(await views(other.agent)).toEqual([]);
    // Another member cannot remove it, nor learn that it exists.
    await call(other.agent, deleteSavedView, { params: { id: ok.body.data.id } }).expect(404);
  });

  it('when a filter value is wrong or the name blank, then 400 and nothing is kept', async () => {
    const bad = await call(clerk.agent, saveView, { body: { name: 'Odd', query: 'stage=nope' } }).expect(400);
    expect(bad.body.fieldErrors.query).toEqual(['Unknown stage']);
    const blank = await call(clerk.agent, saveView, { body: { name: '  ', query: 'paid=true' } }).expect(400);
    expect(blank.body.fieldErrors.name).toEqual(['Name the view']);
    await call(clerk.agent, saveView, { unchecked: { name: 'x\u0000', query: 'paid=true' } }).expect(400);
    expect(await views(clerk.agent)).toHaveLength(1);
  });

  it('when the same name is saved again in another case, then that view is replaced, not doubled', async () => {
    await call(clerk.agent, saveView, { body: { name: 'CIVIL, FIRST CHOICE, UNPAID', query: 'branch=Civil+Engineering' } }).expect(201);
    expect((await views(clerk.agent)).map((v) => [v.name, v.query])).toEqual([['CIVIL, FIRST CHOICE, UNPAID', 'branch=Civil+Engineering']]);
  });

  it(`when a clerk saves views at once past ${SAVED_VIEWS_MOST}, then exactly ${SAVED_VIEWS_MOST} are kept and the rest refused with a reason`, async () => {
    const answers = await Promise.all(
      Array.from({ length: SAVED_VIEWS_MOST + 5 }, (_, i) =>
        call(clerk.agent, saveView, { body: { name: `View ${i}`, query: 'paid=true' } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(SAVED_VIEWS_MOST - 1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(6);
    expect(refused[0]!.body.message).toBe(`You have ${SAVED_VIEWS_MOST} saved views; remove one to save another`);
    const kept = await views(clerk.agent);
    expect(kept).toHaveLength(SAVED_VIEWS_MOST);
    await call(clerk.agent, deleteSavedView, { params: { id: kept[0]!.id } }).expect(200);
    expect(await views(clerk.agent)).toHaveLength(SAVED_VIEWS_MOST - 1);
  });

  it('when signed out or not a queue role, then refused', async () => {
    await call(request(t.app), listSavedViews).expect(401);
    const editor = await signInStaff(t, 'editor');
    await call(editor.agent, listSavedViews).expect(403);
  });
});
