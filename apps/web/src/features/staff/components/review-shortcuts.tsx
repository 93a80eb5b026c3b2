import { useEffect, useRef } from 'react';
import { useLatest } from '../../../lib/use-latest';
import type { DecisionStatus } from '@college/contracts/entities/office';

// The review desk's keys, for a clerk working through a queue without the mouse. They never fire
// while the clerk is typing (a text field, a list, anything editable) or with Ctrl, Alt or the
// command key held, so a browser's own shortcuts and typed text stay as they are.

const DECISION_KEYS: Record<string, DecisionStatus> = { v: 'verified', a: 'approved', r: 'rejected', h: 'on_hold' };

const SHORTCUTS: readonly [string, string][] = [
  ['j', 'Next application'],
  ['k', 'Previous application'],
  ['v', 'Choose Verified'],
  ['a', 'Choose Approved'],
  ['r', 'Choose Rejected'],
  ['h', 'Choose On hold'],
  ['m', 'Write the remark for the applicant'],
  ['s', 'Save the decision and open the next application'],
  ['?', 'Show or hide these shortcuts'],
];

/** Keys typed into a field stay there; a radio button or a checkbox takes no letters. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !['radio', 'checkbox', 'button', 'submit', 'reset'].includes(target.type);
  return target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName);
}

export type ShortcutActions = {
  next: () => void;
  previous: () => void;
  decide: (status: DecisionStatus) => void;
  remark: () => void;
  saveAndNext: () => void;
  help: () => void;
};

/** Listens for the desk's keys while the page is open. */
export function useReviewShortcuts(actions: ShortcutActions) {
  const latest = useLatest(actions);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      const a = latest.current;
      const run: Record<string, () => void> = {
        j: a.next,
        k: a.previous,
        m: a.remark,
        s: a.saveAndNext,
        '?': a.help,
      };
      const decision = DECISION_KEYS[e.key];
      const action = decision ? () => a.decide(decision) : run[e.key];
      if (!action) return;
      e.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [latest]);
}

/** The list of keys, as a modal dialog opened with "?" and closed with Escape or its button. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="shortcuts" aria-labelledby="shortcuts-title" onClose={onClose}>
      <h2 id="shortcuts-title">Keyboard shortcuts</h2>
      <p className="hint">They work anywhere on the page except while typing in a field.</p>
      <table>
        <caption className="visually-hidden">Keys and what they do</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map(([key, what]) => (
            <tr key={key}>
              <td>
                <kbd>{key}</kbd>
              </td>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button button--secondary" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}
