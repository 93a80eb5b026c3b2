import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer } from '../../test/fake-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import * as pincode from '@college/contracts/endpoints/pincode';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/pincode/:pin (offline directory)', () => {
  it('when the PIN exists, then its offices come back in the postal service shape', async () => {
    const res = await call(request(t.app), pincode.lookupPincode, { params: { pin: '682028' } }).expect(200);
    expect(res.body.data).toContainEqual({
      Name: 'Vennala',
      BranchType: 'Sub Post Office',
      DeliveryStatus: 'Delivery',
      District: 'Ernakulam',
      State: 'Kerala',
    });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('when the directory’s names have typing slips, then they come out tidy', async () => {
    for (const pin of ['506163', '508373', '502220']) {
      const res = await call(request(t.app), pincode.lookupPincode, { params: { pin } }).expect(200);
      for (const office of res.body.data as { Name: string }[]) {
        expect(office.Name).not.toMatch(/"|\s{2}|^\s|\s$/);
      }
    }
    const ngo = await call(request(t.app), pincode.lookupPincode, { params: { pin: '502220' } }).expect(200);
    expect((ngo.body.data as { Name: string }[]).map((o) => o.Name)).toContain("Ngo's Colony");
  });

  it('when a PIN has several offices, then all are listed, sorted by name', async () => {
    const res = await call(request(t.app), pincode.lookupPincode, { params: { pin: '679534' } }).expect(200);
    const names = (res.body.data as { Name: string }[]).map((o) => o.Name);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('when the PIN is malformed, then 400 with the spec message; when unknown, 404', async () => {
    const bad = await call(request(t.app), pincode.lookupPincode, { params: { pin: '12ab56' } }).expect(400);
    expect(bad.body.message).toBe('Invalid PIN code. Please check and try again.');
    await call(request(t.app), pincode.lookupPincode, { params: { pin: '012345' } }).expect(400);
    await call(request(t.app), pincode.lookupPincode, { params: { pin: '999999' } }).expect(404);
  });
});

describe('with an upstream postal service configured', () => {
  it('when it answers, then its offices are used with delivery ones first; when it fails, the directory answers', async () => {
    const fake = await startFakeServer((req, res) => {
      if (req.url === '/pincode/682028') {
        sendJson(res, 200, [
          {
            Status: 'Success',
            PostOffice: [
              {
                Name: 'Zeta Nagar',
                BranchType: 'Branch Post Office',
                DeliveryStatus: 'Non-Delivery',
                District: 'Ernakulam',
                State: 'Kerala',
              },
              { Name: 'Vennala', BranchType: 'Sub Post Office', DeliveryStatus: 'Delivery', District: 'Ernakulam', State: 'Kerala' },
            ],
          },
        ]);
        return;
      }
      res.writeHead(500);
      res.end();
    });
    const withUpstream = await createTestApp({ env: { PINCODE_UPSTREAM_URL: fake.url } });
    try {
      const res = await call(request(withUpstream.app), pincode.lookupPincode, { params: { pin: '682028' } }).expect(200);
      expect(res.body.data.map((o: { Name: string }) => o.Name)).toEqual(['Vennala', 'Zeta Nagar']);
      await call(request(withUpstream.app), pincode.lookupPincode, { params: { pin: '682028' } }).expect(200);
      expect(fake.received.filter((r) => r.url === '/pincode/682028')).toHaveLength(1);
      const fallback = await call(request(withUpstream.app), pincode.lookupPincode, { params: { pin: '679534' } }).expect(200);
      expect(fallback.body.data.length).toBeGreaterThan(0);
    } finally {
      await withUpstream.close();
      await fake.close();
    }
  });
});
