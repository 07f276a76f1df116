import { badgeText, bellLabel, noticeTime, unreadSentence } from '@/features/notifications/rules';

describe('the bell', () => {
  it('names the count in its accessible name', () => {
    expect(bellLabel(undefined)).toBe('Notifications');
    expect(bellLabel(0)).toBe('Notifications, none unread');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });

  it('shows no badge at 0 and caps it at 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(100)).toBe('99+');
  });

  it('announces the count in a sentence', () => {
    expect(unreadSentence(0)).toBe('No unread notifications.');
    expect(unreadSentence(1)).toBe('1 unread notification.');
    expect(unreadSentence(4)).toBe('4 unread notifications.');
  });
});

describe('noticeTime', () => {
  const now = new Date('2026-06-17T12:00:00Z');

  it('reads how long ago within a day', () => {
    expect(noticeTime('2026-06-17T11:59:30Z', now)).toBe('Just now');
    expect(noticeTime('2026-06-17T11:59:00Z', now)).toBe('1 minute ago');
    expect(noticeTime('2026-06-17T11:15:00Z', now)).toBe('45 minutes ago');
    expect(noticeTime('2026-06-17T11:00:00Z', now)).toBe('1 hour ago');
    expect(noticeTime('2026-06-16T13:00:00Z', now)).toBe('23 hours ago');
  });

  it('gives the London date and time after a day, and an unreadable value as it came', () => {
    expect(noticeTime('2026-06-15T08:05:00Z', now)).toBe('15/06/2026, 09:05');
    expect(noticeTime('yesterday', now)).toBe('yesterday');
  });
});
