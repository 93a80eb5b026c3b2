import { describe, expect, inject, it } from 'vitest';
import { verifyMobile } from './admission-flow';
import { signInThroughApi, submitThroughApi } from './api-journey';
import { audit } from './axe';
import { browserForFile, screenshot, VIEWPORTS } from './browser';
import { clearOtpLock, officeCall, signInToOffice, verifyInOffice } from './office-flow';

// A seat given up in one round goes, in the next, to the best-ranked applicant who kept a lower seat
// and waits for it. The Diploma (LET) intake is this file's own: allotment.e2e.ts runs the Regular
// one on the same site, and each intake has its own merit list, matrix and rounds.
const baseUrl = inject('baseUrl');
const desktop = browserForFile(VIEWPORTS.desktop);
const phone = browserForFile(VIEWPORTS.phone);

const INTAKE = 'diploma-let';
const WANTED = 'Computer Engineering';
const LOWER = 'Civil Engineering';

/** A day a week from now, as the date field takes it. */
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

type Block = { code: string; branches: { branch: string; seats: Record<string, number>; pwd: number }[] };
type Intake = { proposed: { intake: string; order: string; blocks: Block[] } };
type Round = { round: { id: string; name: string } };

/**
 * The rules' matrix with the wanted branch down to one State Merit seat: its other State Merit
 * seats go to EWS, which none of these applicants claims, so one of them holding it fills it.
 */
function oneOpenSeat(intake: Intake) {
  const blocks = intake.proposed.blocks.map((block) => ({
    ...block,
    branches: block.branches.map((row) => {
      if (row.branch !== WANTED) return row;
      const sm = row.seats.SM ?? 0;
      return { ...row, pwd: 0, seats: { ...row.seats, SM: 1, EWS: (row.seats.EWS ?? 0) + sm - 1 } };
    }),
  }));
  return { ...intake.proposed, blocks };
}

describe('a seat kept while waiting for a higher option', () => {
  it('when the holder of the wanted seat declines it after Allotment 1, then Allotment 2 moves up the best applicant who kept a lower seat, and they see it on their phone', async () => {
    // Rank 1 wants the wanted branch only; ranks 2 and 3 want it first and the lower branch next.
    const first = { mobile: '9847044401', name: 'Devika Nair' };
    const waiter = { mobile: '9847044402', name: 'Arjun Pillai' };
    const behind = { mobile: '9847044403', name: 'Sneha Thomas' };
    const firstId = await submitThroughApi(baseUrl, first.mobile, first.name, { mode: 'LET', sslcPercent: '95', branches: [WANTED] });
    const waiterId = await submitThroughApi(baseUrl, waiter.mobile, waiter.name, {
      mode: 'LET',
      sslcPercent: '90',
      branches: [WANTED, LOWER],
    });
    const behindId = await submitThroughApi(baseUrl, behind.mobile, behind.name, {
      mode: 'LET',
      sslcPercent: '85',
      branches: [WANTED, LOWER],
    });

    // The office verifies them, publishes the merit list and the matrix, then the trial and Allotment 1.
    const office = await desktop.newPage();
    await signInToOffice(office, baseUrl, 'admin@college.example');
    for (const id of [firstId, waiterId, behindId]) await verifyInOffice(office, id);
    const list = await officeCall<{ id: string }>(office, 'POST', `/api/v1/staff/merit/${INTAKE}/lists`);
    await officeCall(office, 'POST', `/api/v1/staff/merit/lists/${list.id}/publish`);
    const intake = await officeCall<Intake>(office, 'GET', `/api/v1/staff/allotment/${INTAKE}`);
    await officeCall(office, 'PUT', `/api/v1/staff/allotment/${INTAKE}/matrix`, oneOpenSeat(intake));
    await officeCall(office, 'POST', `/api/v1/staff/allotment/${INTAKE}/matrix/publish`);
    // Reserved seats stay reserved in every round here, so the wanted branch keeps its one open seat.
    const run = async (kind: 'trial' | 'round') => {
      const preview = await officeCall<Round>(office, 'POST', `/api/v1/staff/allotment/${INTAKE}/rounds`, {
        kind,
        deadline: nextWeek(),
        releaseToStateMerit: false,
      });
      // A round published inside the window of the round before is the admin's, with a reason.
      await officeCall(office, 'POST', `/api/v1/staff/allotment/rounds/${preview.round.id}/publish`, {
        outOfOrderReason: 'Every applicant of this intake has acted on the round before',
      });
      return preview.round;
    };
    await run('trial');
    const round1 = await run('round');
    expect(round1.name).toBe('Allotment 1');

    // Rank 2 on their phone: the lower branch, and the choice to keep it and wait.
    await clearOtpLock(office, waiter.mobile);
    const applicant = await phone.newPage();
    await verifyMobile(applicant, baseUrl, waiter.mobile);
    await applicant.getByRole('heading', { name: 'Application Details' }).waitFor();
    const result1 = applicant.getByRole('region', { name: 'Allotment 1' });
    await result1.getByText(`Allotted: ${LOWER}, Merit seats, State Merit`).waitFor();
    const choices = result1.locator('.allotment-choices').getByRole('button');
    expect(await choices.allInnerTexts()).toEqual(['Accept and join', 'Keep and wait for a higher option', 'Decline and leave']);
    await result1.getByRole('button', { name: 'Keep and wait for a higher option' }).click();
    await result1.getByText('You kept this seat and wait for a higher option in the next round.').waitFor();
    expect(await choices.count()).toBe(0);

    // Rank 3 keeps the lower branch and waits too; rank 1 declines the wanted seat.
    await clearOtpLock(office, behind.mobile);
    const behindSession = await signInThroughApi(baseUrl, behind.mobile);
    await behindSession('POST', `/api/v1/admission/allotment/${behindId}/choice`, { roundId: round1.id, choice: 'keep' });
    await clearOtpLock(office, first.mobile);
    const firstSession = await signInThroughApi(baseUrl, first.mobile);
    const declined = await firstSession('POST', `/api/v1/admission/allotment/${firstId}/choice`, {
      roundId: round1.id,
      choice: 'decline',
      confirm: true,
    });
    expect(declined.data?.choice).toBe('decline');

    // The office runs Allotment 2 from its page while Allotment 1's last day is still ahead, with the admin's reason.
    await office.goto(`${baseUrl}/staff/allotment?intake=${INTAKE}`);
    await office.getByRole('heading', { name: /^Allotment 1: published / }).waitFor();
    await office.getByLabel('Round', { exact: true }).selectOption('round');
    await office.getByLabel('Last day to act on it').fill(nextWeek());
    await office.getByLabel('Release reserved seats nobody of their category takes to State Merit').uncheck();
    await office.getByRole('button', { name: 'Run preview' }).click();
    await office.getByRole('heading', { name: 'Allotment 2: preview' }).waitFor();
    const rowOf = (id: string) => office.getByRole('row').filter({ has: office.getByRole('link', { name: id }) });
    await office.getByLabel('Find an application number').fill(waiterId);
    await expect(rowOf(waiterId).textContent()).resolves.toMatch(new RegExp(`${WANTED}, Merit seats, SM.*Moved`));
    await office.getByLabel('Find an application number').fill(behindId);
    await expect(rowOf(behindId).textContent()).resolves.toContain('Same seat');
    await office.getByLabel(/^Reason to publish before the last day/).fill('Every applicant of this intake has acted on Allotment 1');
    office.once('dialog', (d) => void d.accept());
    await office.getByRole('button', { name: 'Publish Allotment 2' }).click();
    await office.getByRole('heading', { name: /^Allotment 2: published / }).waitFor();
    await office.close();

    // Rank 2 reloads their page: the wanted branch, why, and the choices open on a first option.
    await applicant.reload();
    const result2 = applicant.getByRole('region', { name: 'Allotment 2' });
    await result2.getByText(`Allotted: ${WANTED}, Merit seats, State Merit`).waitFor();
    await result2.getByText(`You moved up from ${LOWER}, Merit seats, the seat you kept after the round before.`).waitFor();
    await result2.getByText(`${WANTED}, Merit seats: allotted`).waitFor();
    await result2.getByText(`${LOWER}, Merit seats: not needed, you were allotted an option you placed higher`).waitFor();
    expect(await result2.locator('.allotment-choices').getByRole('button').allInnerTexts()).toEqual([
      'Accept and join',
      'Decline and leave',
    ]);
    expect(await applicant.getByRole('region', { name: 'Allotment 1' }).count()).toBe(0);
    await audit(applicant, 'applicant-allotment-moved-up');
    await screenshot(applicant, 'applicant-allotment-moved-up');
    await applicant.close();
  }, 180_000);
});
