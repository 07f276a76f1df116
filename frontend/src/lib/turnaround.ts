/**
 * The turnaround clock in words (colour only repeats them): the state's word, the due date in the app's one date
 * format, and the working days used and paused against the target. Shared by the dashboard, the case page and the
 * client portal.
 */
import { formatDate } from '@/lib/format';
import type { Turnaround, TurnaroundState } from '@/types/api';

export const TURNAROUND_LABELS: Record<TurnaroundState, string> = {
  not_started: 'Not started',
  on_track: 'On track',
  due_soon: 'Due soon',
  overdue: 'Overdue',
  paused: 'Paused',
  met: 'Met',
  missed: 'Missed',
};

/** The colour repeating each word (a Mantine palette name: shade 1 behind shade 9 text reads at 4.5:1). */
export const TURNAROUND_COLOURS: Record<TurnaroundState, string> = {
  not_started: 'gray',
  on_track: 'blue',
  due_soon: 'orange',
  overdue: 'red',
  paused: 'yellow',
  met: 'green',
  missed: 'grape',
};

type Clock = Pick<Turnaround, 'state' | 'dueDate'>;

/** "Due 04/12/2026, Overdue"; the word alone when the case has no due date. */
export function turnaroundName(t: Clock): string {
  const word = TURNAROUND_LABELS[t.state] ?? t.state;
  return t.dueDate ? `Due ${formatDate(t.dueDate)}, ${word}` : word;
}

/** "3 of 10 working days used, 1 paused"; "Not started" before the clock starts. */
export function workingDaysText(
  t: Pick<Turnaround, 'state' | 'targetDays' | 'workingDaysUsed' | 'workingDaysPaused'>,
): string {
  if (t.state === 'not_started' && t.workingDaysUsed === 0) return 'Not started';
  const used =
    t.targetDays === null
      ? `${t.workingDaysUsed} working ${t.workingDaysUsed === 1 ? 'day' : 'days'} used`
      : `${t.workingDaysUsed} of ${t.targetDays} working days used`;
  return t.workingDaysPaused > 0 ? `${used}, ${t.workingDaysPaused} paused` : used;
}

/** The target in words: "10 working days", or none. */
export function targetText(t: Pick<Turnaround, 'targetDays'>): string {
  if (t.targetDays === null) return 'No target';
  return `${t.targetDays} working ${t.targetDays === 1 ? 'day' : 'days'}`;
}
