import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { ExplanationLine } from '@college/contracts/entities/allotment';
import type { AllotmentChoice, ApplicantResult } from '@college/contracts/entities/allotment-choice';
import { displayDay } from '@college/contracts/rules/day';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { translateMessage } from '../../../i18n/translate-message';
import { useAllotmentResult, useMakeChoice, useReviseOptions } from '../api/allotment';
import { AdmissionFeePanel } from './admission-fee-panel';
import { DocumentsPanel } from '../pictures/documents-panel';

type Result = NonNullable<ApplicantResult>;

function blockName(block: string): string {
  if (block === 'thslc') return t`THSLC quota`;
  if (block === 'iti') return t`ITI/KGCE quota`;
  if (block === 'vhse') return t`VHSE quota`;
  return t`Merit seats`;
}

function categoryName(code: string): string {
  if (code === 'SM') return t`State Merit`;
  if (code === 'SEBC') return t`SEBC (pooled)`;
  return code;
}

function roundTitle(r: Result): string {
  if (r.kind === 'trial') return t`Trial allotment`;
  if (r.kind === 'spot') return t`Spot round`;
  return t`Allotment ${r.number}`;
}

/** One option and what became of it, in the page's language. */
function lineText(line: ExplanationLine, rank: number | null): string {
  const where = `${line.branch}, ${blockName(line.block)}`;
  if (line.outcome === 'allotted') return t`${where}: allotted`;
  if (line.outcome === 'not-reached') return t`${where}: not needed, you were allotted an option you placed higher`;
  if (line.outcome === 'not-eligible') return t`${where}: no seat of a category you may hold`;
  if (line.outcome === 'by-office') return t`${where}: not given, by the college's decision`;
  const parts = line.closings.map(({ category, closing, vacant }) => {
    const name = categoryName(category);
    if (vacant > 0)
      return closing === null ? t`${name} has ${vacant} seats vacant` : t`${name} closed at rank ${closing}, ${vacant} seats vacant`;
    return closing === null ? t`${name} had no seat left` : t`${name} closed at rank ${closing}`;
  });
  const joined = parts.join('; ');
  return rank === null ? `${where}: ${joined}` : t`${where}: ${joined}; you are ${rank}`;
}

/** Days and hours to the end of the last day, from now. */
function timeLeft(deadlineAt: string): string {
  const hours = Math.max(0, Math.floor((new Date(deadlineAt).getTime() - Date.now()) / 3_600_000));
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return days > 0 ? t`${days} days ${rest} hours left` : t`${rest} hours left`;
}

function choiceLabel(choice: AllotmentChoice): string {
  if (choice === 'accept') return t`Accept and join`;
  if (choice === 'keep') return t`Keep and wait for a higher option`;
  return t`Decline and leave`;
}

function choiceMeaning(choice: AllotmentChoice, r: Result): string {
  if (choice === 'accept') {
    return r.firstOption || r.kind === 'spot'
      ? t`The seat is yours. Pay the admission fee and report to the college.`
      : t`The seat is yours. The options you placed higher are given up.`;
  }
  if (choice === 'keep') return t`You keep this seat while the next round tries the options you placed higher. You choose again then.`;
  return t`You give up this seat and leave the allotment.`;
}

/** What a choice gives up, asked before it is sent; null when it gives up nothing. */
function lossOf(choice: AllotmentChoice, r: Result): string | null {
  if (choice === 'decline') return t`Decline this seat? You give it up and leave the allotment. This cannot be undone.`;
  if (choice === 'accept' && !r.firstOption && r.kind !== 'spot') {
    return t`Accept this seat? The options you placed higher are given up. This cannot be undone.`;
  }
  return null;
}

function madeText(r: Result): string {
  if (r.choice === 'accept') return t`You accepted this seat.`;
  if (r.choice === 'keep') return t`You kept this seat and wait for a higher option in the next round.`;
  return t`You declined this seat.`;
}

function Choices({ applicationId, result }: { applicationId: string; result: Result }) {
  const choose = useMakeChoice(applicationId);
  const send = async (choice: AllotmentChoice) => {
    const loss = lossOf(choice, result);
    if (loss && !window.confirm(loss)) return;
    try {
      await choose.mutateAsync({ roundId: result.roundId, choice, confirm: loss !== null });
      toast({ title: t`Your choice is saved`, variant: 'success' });
    } catch (err) {
      toast({
        title: t`Error`,
        description: translateMessage(errorMessage(err, t`Your choice could not be saved. Please try again.`)),
        variant: 'destructive',
      });
    }
  };
  return (
    <ul className="allotment-choices">
      {result.allowed.map((choice) => (
        <li key={choice}>
          <button
            type="button"
            className={choice === 'accept' ? 'button' : 'button button--secondary'}
            disabled={choose.isPending}
            aria-describedby={`choice-${choice}`}
            onClick={() => void send(choice)}
          >
            {choiceLabel(choice)}
          </button>
          <p id={`choice-${choice}`} className="hint">
            {choiceMeaning(choice, result)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** After the trial, until its last day: the options in a new order, some removed; a removal is confirmed. */
function OptionsEditor({ applicationId, result }: { applicationId: string; result: Result }) {
  const [order, setOrder] = useState(result.options);
  const revise = useReviseOptions(applicationId);
  const removed = result.options.filter((o) => !order.includes(o));
  const changed = order.join('\n') !== result.options.join('\n');
  const move = (from: number, to: number) =>
    setOrder((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      if (item !== undefined) next.splice(to, 0, item);
      return next;
    });
  const save = async () => {
    const names = removed.join(', ');
    if (removed.length > 0 && !window.confirm(t`Remove ${names} from your options? An option removed cannot be added back.`)) return;
    try {
      await revise.mutateAsync({ roundId: result.roundId, branches: order, confirm: removed.length > 0 });
      toast({ title: t`Your options are saved`, variant: 'success' });
    } catch (err) {
      toast({
        title: t`Error`,
        description: translateMessage(errorMessage(err, t`Your options could not be saved. Please try again.`)),
        variant: 'destructive',
      });
    }
  };
  return (
    <fieldset className="allotment-options">
      <legend>{t`Your options, most wanted first`}</legend>
      <ol>
        {order.map((branch, i) => (
          <li key={branch}>
            <span>{branch}</span>
            <span className="allotment-options__moves">
              <button type="button" className="button button--small button--secondary" disabled={i === 0} onClick={() => move(i, i - 1)}>
                <span aria-hidden="true">↑</span>
                <span className="visually-hidden">{t`Move ${branch} up`}</span>
              </button>
              <button
                type="button"
                className="button button--small button--secondary"
                disabled={i === order.length - 1}
                onClick={() => move(i, i + 1)}
              >
                <span aria-hidden="true">↓</span>
                <span className="visually-hidden">{t`Move ${branch} down`}</span>
              </button>
              <button
                type="button"
                className="button button--small button--secondary"
                disabled={order.length === 1}
                onClick={() => setOrder((list) => list.filter((b) => b !== branch))}
              >
                {t`Remove`}
                <span className="visually-hidden"> {branch}</span>
              </button>
            </span>
          </li>
        ))}
      </ol>
      {removed.length > 0 ? <p className="hint">{t`To be removed: ${removed.join(', ')}`}</p> : null}
      <div className="allotment-options__save">
        <button type="button" className="button" disabled={!changed || revise.isPending} onClick={() => void save()}>
          {t`Save options`}
        </button>
        {changed ? (
          <button type="button" className="button button--secondary" onClick={() => setOrder(result.options)}>
            {t`Undo changes`}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The applicant's seat in the newest published round: where, why, and what they can do about it by when. */
export function AllotmentResult({ applicationId, submitted }: { applicationId: string; submitted: boolean }) {
  const { data } = useAllotmentResult(applicationId, submitted);
  if (!data) return null;
  const seat = data.seat;
  return (
    <section className="card allotment-result" aria-labelledby="allotment-result-title">
      <h3 id="allotment-result-title">{roundTitle(data)}</h3>
      {data.leftOut ? (
        <p>{t`You are not in this round: ${translateMessage(data.leftOut)}`}</p>
      ) : (
        <>
          <p>
            <strong>
              {seat ? t`Allotted: ${seat.branch}, ${blockName(seat.block)}, ${categoryName(seat.category)}` : t`No seat in this round`}
            </strong>
          </p>
          {data.rank !== null ? (
            <p>{t`Your place on the rank list: ${data.rank}. Your category: ${categoryName(data.category)}.`}</p>
          ) : null}
          {data.override ? <p>{t`Set by the college: ${data.override}`}</p> : null}
          {data.movedUpFrom ? (
            <p>{t`You moved up from ${data.movedUpFrom.branch}, ${blockName(data.movedUpFrom.block)}, the seat you kept after the round before.`}</p>
          ) : null}
          {data.lines.length > 0 ? (
            <ol className="allotment-lines">
              {data.lines.map((line) => (
                <li key={line.option}>{lineText(line, data.rank)}</li>
              ))}
            </ol>
          ) : null}
        </>
      )}
      {!data.binding ? (
        <>
          <p className="hint">
            {data.deadline && data.canRevise
              ? t`The trial allotment binds nobody: it shows where you stand. You may revise your options until ${displayDay(data.deadline)}.`
              : t`The trial allotment binds nobody: it shows where you stand.`}
          </p>
          {data.canRevise && data.options.length > 1 ? (
            <OptionsEditor key={data.options.join('|')} applicationId={applicationId} result={data} />
          ) : null}
        </>
      ) : seat ? (
        <>
          {data.choice ? <p role="status">{madeText(data)}</p> : null}
          {data.lapsed ? (
            <p role="alert">{t`The last day to choose has passed: the seat has lapsed.`}</p>
          ) : data.deadline && data.deadlineAt && data.allowed.length > 0 ? (
            <p>
              <strong>{t`Choose by ${displayDay(data.deadline)} (India time): ${timeLeft(data.deadlineAt)}.`}</strong>
            </p>
          ) : null}
          {data.allowed.length > 0 ? <Choices applicationId={applicationId} result={data} /> : null}
        </>
      ) : null}
      {data.fee ? <AdmissionFeePanel applicationId={applicationId} fee={data.fee} /> : null}
      {data.documents ? <DocumentsPanel applicationId={applicationId} documents={data.documents} /> : null}
    </section>
  );
}
