import { useEffect, useState } from 'react';
import { Paper, Text } from '@mantine/core';

/** guide: screens, screens#timings-and-limits: 24-hour time with seconds and the long date, Europe/London, ticking
 * every second. */
export const CLOCK_TIME_ZONE = 'Europe/London';
export const CLOCK_TICK_MS = 1000;

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLOCK_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLOCK_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export const formatClockTime = (date: Date) => timeFormat.format(date);
export const formatClockDate = (date: Date) => dateFormat.format(date);

export function Clock() {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <Paper role="timer" aria-label="London time" p="sm" radius="md" withBorder ta="center">
      <Text component="time" dateTime={now.toISOString()} fw={700} size="xl" ff="monospace" display="block">
        {formatClockTime(now)}
      </Text>
      <Text size="sm" c="dimmed">
        {formatClockDate(now)}
      </Text>
    </Paper>
  );
}
