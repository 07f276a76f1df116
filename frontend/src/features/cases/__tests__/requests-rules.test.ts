import {
  addWorkingDays,
  defaultDueDate,
  isOverdue,
  londonToday,
  mayChangeRequests,
  rejectReasonError,
  requestActions,
  requestMarker,
  requestState,
  requestStatusLabel,
} from '@/features/cases/rules/requests';
import { buildAccess, STATIC_PERMISSIONS } from '@/lib/permissions';
import { makeCase, makeSentCase } from '@/testing/data-generators';
import type { Case, Role } from '@/types/api';

const access = (role: Role) => buildAccess(role, new Set(STATIC_PERMISSIONS[role]));

describe('mayChangeRequests: who may change the documents, on a case neither merged nor cancelled', () => {
  it.each(['admin', 'manager', 'staff'] as const)('lets %s make and decide requests', (role) => {
    expect(mayChangeRequests(makeSentCase(), access(role))).toBe(true);
  });

  it('never lets a client', () => {
    expect(mayChangeRequests(makeSentCase(), access('client'))).toBe(false);
  });

  it('lets nobody on a merged or a cancelled case', () => {
    expect(mayChangeRequests(makeSentCase({ isMerged: true, mergedIntoId: 3 }), access('admin'))).toBe(false);
    expect(mayChangeRequests(makeSentCase({ isCancelled: true }), access('admin'))).toBe(false);
  });

  it('keeps requests open on a locked case or one under legal hold, as uploads are', () => {
    expect(mayChangeRequests(makeSentCase({ isLocked: true }), access('staff'))).toBe(true);
    expect(mayChangeRequests(makeSentCase({ legalHold: true }), access('admin'))).toBe(true);
  });
});

describe('londonToday', () => {
  it('is London’s date, not UTC’s, in summer time', () => {
    expect(londonToday(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(londonToday(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-01');
  });

  it('is UTC’s date in winter', () => {
    expect(londonToday(new Date('2026-12-31T23:59:00Z'))).toBe('2026-12-31');
    expect(londonToday(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
  });
});

describe('a request’s status in words', () => {
  const today = '2026-11-27';

  it('says Overdue for an open request past its due date, and Open on the due date itself', () => {
    expect(requestStatusLabel({ status: 'open', dueDate: '2026-11-26' }, today)).toBe('Overdue');
    expect(requestStatusLabel({ status: 'open', dueDate: today }, today)).toBe('Open');
    expect(isOverdue({ status: 'open', dueDate: '2026-11-26' }, today)).toBe(true);
  });

  it('never says Overdue once the client has answered or the request is closed', () => {
    expect(requestStatusLabel({ status: 'received', dueDate: '2020-01-01' }, today)).toBe('Received');
    expect(requestStatusLabel({ status: 'accepted', dueDate: '2020-01-01' }, today)).toBe('Accepted');
    expect(requestStatusLabel({ status: 'cancelled', dueDate: '2020-01-01' }, today)).toBe('Cancelled');
  });
});

describe('requestActions', () => {
  it('offers Accept, Reject and Cancel on a received request, Cancel on an open one, nothing after', () => {
    expect(requestActions('received')).toEqual(['accept', 'reject', 'cancel']);
    expect(requestActions('open')).toEqual(['cancel']);
    expect(requestActions('accepted')).toEqual([]);
    expect(requestActions('cancelled')).toEqual([]);
  });
});

describe('a new request’s due date: five working days ahead', () => {
  it('skips the weekend', () => {
    expect(defaultDueDate('2026-11-23')).toBe('2026-11-30'); // Monday -> next Monday
    expect(defaultDueDate('2026-11-27')).toBe('2026-12-04'); // Friday -> next Friday
    expect(defaultDueDate('2026-11-28')).toBe('2026-12-04'); // Saturday -> Friday
    expect(defaultDueDate('2026-11-29')).toBe('2026-12-04'); // Sunday -> Friday
  });

  it('crosses months and years', () => {
    expect(addWorkingDays('2026-12-30', 5)).toBe('2027-01-06');
    expect(addWorkingDays('2026-12-30', 0)).toBe('2026-12-30');
  });
});

describe('rejectReasonError', () => {
  it('needs a reason, in the server’s words', () => {
    expect(rejectReasonError('   ')).toBe('Say why, so the client can send the right file.');
    expect(rejectReasonError('Page 2 is missing.')).toBeNull();
  });
});

describe('requestState and the dashboard’s marker', () => {
  const withState = (state: unknown) => ({ ...makeCase(), requestState: state }) as Case;

  it('reads the case answer’s requestState', () => {
    expect(requestState(makeCase())).toBeNull();
    expect(requestState(withState(null))).toBeNull();
    expect(requestState(withState('received'))).toBe('received');
  });

  it('marks received documents and an overdue request in words, and nothing for an open one', () => {
    expect(requestMarker(withState('received'))).toBe('Documents received');
    expect(requestMarker(withState('overdue'))).toBe('Overdue request');
    expect(requestMarker(withState('open'))).toBeNull();
    expect(requestMarker(makeCase())).toBeNull();
  });
});
