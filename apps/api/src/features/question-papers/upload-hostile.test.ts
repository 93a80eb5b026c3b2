import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInStaff } from '../../test/journey';
import { paperFields } from '../../test/fixtures';
import { hostilePdfs } from './hostile-pdfs';
import { samplePdf } from './pdf';
import { call } from '../../test/call';
import * as staffEndpoints from '@college/contracts/endpoints/staff';
import * as health from '@college/contracts/endpoints/health';
import * as questionPapers from '@college/contracts/endpoints/question-papers';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signInStaff>>;
let server: Server;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
const PDF = samplePdf(['Hostile upload test']);

const fields = paperFields({ subjectCode: 'HU101', subject: 'Hostile Uploads' });

const tmpFiles = () => readdirSync(path.join(t.config.dataDir, 'tmp'));
const settle = () => new Promise((r) => setTimeout(r, 100));

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  t = await createTestApp();
  staff = await signInStaff(t);
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await new Promise((r) => server.close(r));
  await t.close();
});
afterEach(() => {
  expect(rejections).toEqual([]);
});

function withFields(req: request.Test, over: Partial<typeof fields> = {}): request.Test {
  for (const [k, v] of Object.entries({ ...fields, ...over })) req.field(k, v);
  return req;
}

describe.each([
  ['POST /api/v1/staff/question-papers', (a: ReturnType<typeof request.agent>) => withFields(call(a, staffEndpoints.uploadPaper))],
  [
    'PUT /api/v1/staff/question-papers/:id/file',
    (a: ReturnType<typeof request.agent>) =>
      call(a, staffEndpoints.replacePaperFile, { params: { id: '00000000-0000-4000-8000-000000000000' } }),
  ],
])('%s', (_name, start) => {
  it('when two file parts arrive, then 400, no rejection escapes, no file is left and the site still answers', async () => {
    const res = await start(staff.agent)
      .attach('file', PDF, { filename: 'a.pdf', contentType: 'application/pdf' })
      .attach('file', PDF, { filename: 'b.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Send one PDF in the field "file" with the paper details');
    await settle();
    expect(tmpFiles()).toEqual([]);
    await call(request(t.app), health.health).expect(200);
  });

  it('when an unknown file part comes beside the file, then 400 and nothing is kept', async () => {
    const res = await start(staff.agent)
      .attach('file', PDF, { filename: 'a.pdf', contentType: 'application/pdf' })
      .attach('extra', PDF, { filename: 'x.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(400);
    await settle();
    expect(tmpFiles()).toEqual([]);
  });
});

describe('hostile PDFs', () => {
  it.each([
    [
      'a polyglot (a PDF with a web page after it)',
      () => hostilePdfs.pdfThenHtml(),
      422,
      'This file carries other data after the end of the PDF.',
    ],
    ['a web page behind a PDF header', () => hostilePdfs.htmlWithPdfHeader(), 422, 'This PDF could not be read.'],
    ['a PDF carrying JavaScript', () => hostilePdfs.openActionScript(), 422, 'This PDF contains JavaScript, which is not allowed.'],
    ['a PDF with a launch action', () => hostilePdfs.launchAction(), 422, 'This PDF contains an action that starts a program'],
    ['an encrypted PDF', () => hostilePdfs.encrypted(), 422, 'This PDF is password-protected or encrypted.'],
    ['a deflate bomb', () => hostilePdfs.deflateBomb(210), 422, 'This PDF expands to more than 200 MB when opened.'],
  ])(
    'when staff upload %s, then it is refused with a message they can act on and nothing is published',
    async (_name, make, status, message) => {
      const res = await withFields(call(staff.agent, staffEndpoints.uploadPaper), { subjectCode: 'HU199' }).attach('file', await make(), {
        filename: 'paper.pdf',
        contentType: 'application/pdf',
      });
      expect(res.status).toBe(status);
      expect(res.body.message).toContain(message);
      await settle();
      expect(tmpFiles()).toEqual([]);
      const found = await call(request(t.app), questionPapers.getQuestionPapers).query({ q: 'HU199' }).expect(200);
      expect(found.body.total).toBe(0);
    },
  );

  it('when the file of a paper is replaced by one carrying JavaScript, then the old file stays', async () => {
    const created = await withFields(call(staff.agent, staffEndpoints.uploadPaper), { subjectCode: 'HU198' })
      .attach('file', PDF, { filename: 'paper.pdf', contentType: 'application/pdf' })
      .expect(201);
    const res = await call(staff.agent, staffEndpoints.replacePaperFile, { params: { id: created.body.data.id } }).attach(
      'file',
      await hostilePdfs.openActionScript(),
      { filename: 'evil.pdf', contentType: 'application/pdf' },
    );
    expect(res.status).toBe(422);
    const file = await call(request(t.app), questionPapers.downloadPaper, { params: { id: created.body.data.id } }).expect(200);
    expect(file.headers['content-length']).toBe(String(PDF.length));
  });
});

describe('text in an upload', () => {
  it('when a field or the file name holds a NUL, then 400 names it and nothing is kept', async () => {
    const field = await call(staff.agent, staffEndpoints.uploadPaper)
      .field({ ...fields, subject: 'Hostile\u0000Uploads' })
      .attach('file', PDF, { filename: 'a.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(field.body.fieldErrors.subject).toEqual(['Contains characters that are not allowed']);
    const name = await withFields(call(staff.agent, staffEndpoints.uploadPaper))
      .attach('file', PDF, { filename: 'a\u0000b.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(name.body.message).toBe('Send one PDF in the field "file" with the paper details');
    await settle();
    expect(tmpFiles()).toEqual([]);
  });
});

describe('an upload cut off mid-way', () => {
  it('when the connection drops inside the file part, then the partial file is removed and the site still answers', async () => {
    const { port } = server.address() as AddressInfo;
    const signedIn = await call(request(t.app), staffEndpoints.staffSignIn, {
      body: { email: staff.email, password: staff.password },
    }).expect(200);
    const cookie = (signedIn.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const boundary = 'x-boundary-0123456789';
    const head = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="cut.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.4\n',
    ].join('\r\n');
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          [
            'POST /api/v1/staff/question-papers HTTP/1.1',
            'Host: 127.0.0.1',
            `Cookie: ${cookie}`,
            `Content-Type: multipart/form-data; boundary=${boundary}`,
            'Content-Length: 1000000',
            '',
            '',
          ].join('\r\n'),
        );
        socket.write(head);
        socket.write(Buffer.alloc(64 * 1024, 0x20));
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 150);
      });
      socket.on('error', () => resolve());
    });
    await settle();
    await settle();
    expect(tmpFiles()).toEqual([]);
    await call(request(t.app), health.health).expect(200);
  });
});
