import { targetText, TURNAROUND_LABELS, turnaroundName, workingDaysText } from '@/lib/turnaround';
import { TURNAROUND_STATES } from '@/types/api';

const clock = {
  targetDays: 10,
  startedAt: '2026-11-20T10:00:00Z',
  dueDate: '2026-12-04',
  workingDaysUsed: 3,
  workingDaysPaused: 0,
  state: 'on_track' as const,
};

describe('turnaround in words', () => {
  it('has a word for every state', () => {
    expect(TURNAROUND_STATES.map((s) => TURNAROUND_LABELS[s])).toEqual([
      'Overdue',
      'Due soon',
      'On track',
      'Paused',
      'Met',
      'Missed',
      'Not started',
    ]);
  });

  it('names the badge by its due date in UK format and its state', () => {
    expect(turnaroundName({ ...clock, state: 'overdue' })).toBe('Due 04/12/2026, Overdue');
    expect(turnaroundName({ ...clock, state: 'due_soon' })).toBe('Due 04/12/2026, Due soon');
    expect(turnaroundName({ state: 'not_started', dueDate: null })).toBe('Not started');
  });

  it('counts the working days used against the target, with the paused days', () => {
    expect(workingDaysText(clock)).toBe('3 of 10 working days used');
    expect(workingDaysText({ ...clock, workingDaysPaused: 1, state: 'paused' })).toBe(
      '3 of 10 working days used, 1 paused',
    );
    expect(workingDaysText({ ...clock, targetDays: null, workingDaysUsed: 1 })).toBe('1 working day used');
    expect(workingDaysText({ ...clock, workingDaysUsed: 0, state: 'not_started' })).toBe('Not started');
  });

  it('says the target in working days', () => {
    expect(targetText({ targetDays: 10 })).toBe('10 working days');
    expect(targetText({ targetDays: 1 })).toBe('1 working day');
    expect(targetText({ targetDays: null })).toBe('No target');
  });
});
