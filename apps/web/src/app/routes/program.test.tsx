import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { admissionRoutes } from '@college/contracts/endpoints/admission-routes';
import type { AdmissionWindows } from '@college/contracts/entities/intake-windows';
import type { Window as HappyWindow } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yearsOfExcellence } from '../../content/college';
import { programmes } from '../../content/programmes';
import { DepartmentRoute } from './department';
import { ProgramRoute } from './program';

// The page asks the site for each intake's window and the fee: a small server on 127.0.0.1 answers
// as the API does, and the page is served from its origin.
const windows: AdmissionWindows = {
  feeRupees: 500,
  intakes: [
    { key: 'diploma-regular', label: 'Diploma in Engineering (Regular)', opensOn: '2026-05-01', closesOn: '2026-06-30', state: 'open' },
  ],
  season: [],
};
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    const found = req.url === admissionRoutes.windows.path;
    res.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify(found ? { success: true, data: windows } : { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  (window as unknown as HappyWindow).happyDOM.setURL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/program/:id', element: <ProgramRoute /> },
      { path: '/departments/:id', element: <DepartmentRoute /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('programme page', () => {
  it('when the id is known, then the programme shows with years of excellence, success rate and intake', async () => {
    open('/program/Civil-Engineering');
    // Who can apply arrives after the first paint; the test waits for it rather than ending under it.
    expect(await screen.findByRole('heading', { name: 'Who can apply' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Application fee: ₹500')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Diploma in Civil Engineering' })).toBeTruthy();
    expect(screen.getByText(yearsOfExcellence(2011))).toBeTruthy();
    expect(screen.getByText('90%')).toBeTruthy();
    expect(screen.getAllByText('60').length).toBeGreaterThan(0);
    expect(screen.getByText('Building Supervisor - B')).toBeTruthy();
    expect(screen.getByText(/2 years' experience/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'START APPLICATION' }).getAttribute('href')).toBe('/admission');
  });

  it('when the id is unknown, then Program Not Found', () => {
    open('/program/Marine-Engineering');
    expect(screen.getByRole('heading', { name: 'Program Not Found' })).toBeTruthy();
    expect(screen.getByText('The requested program could not be found.')).toBeTruthy();
  });

  it('when computing years of excellence, then whole years since the start with a plus', () => {
    expect(yearsOfExcellence(2011, new Date('2026-06-01'))).toBe('15+');
    expect(yearsOfExcellence(2023, new Date('2026-06-01'))).toBe('3+');
  });

  it('when listing the programmes, then the eight spec ids, intake 60 and the spec success rates are there', () => {
    expect(Object.fromEntries(programmes.map((p) => [p.id, [p.success_rate, p.year, p.intake]]))).toEqual({
      'Electrical-and-Electronics-Engineering': ['93%', 2011, 60],
      'Civil-Engineering': ['90%', 2011, 60],
      'Mechanical-Engineering': ['87%', 2011, 60],
      Architecture: ['92%', 2014, 60],
      'Automobile-Engineering': ['83%', 2013, 60],
      'Computer-Engineering': ['90%', 2011, 60],
      'Electrical-and-Electronics-Engineering-Part-time': ['90%', 2011, 60],
      'Master-of-Business-Administration': ['95%', 2023, 60],
    });
  });
});

describe('department page', () => {
  it('when the id is known, then HOD initials, vision, PEOs, PSOs and POs show', () => {
    open('/departments/Computer-Engineering');
    expect(screen.getByRole('heading', { level: 1, name: 'Department of Computer Engineering' })).toBeTruthy();
    expect(screen.getByText('NJ')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Program Educational Objectives (PEOs)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Program Outcomes (POs)' })).toBeTruthy();
  });

  it('when the id is unknown, then the not-found page rather than a blank one', () => {
    open('/departments/Marine-Engineering');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});
