import { useEffect, useState } from 'react';
import { Paper, Text, Title } from '@mantine/core';

import type { Role } from '@/types/api';

/** guide: screens#timings-and-limits: the banner fades from 5 s and is gone at 8 s. */
export const BANNER_FADE_MS = 5000;
export const BANNER_HIDE_MS = 8000;

/** guide: screens role text (admin: full access; manager: manage cases, upload data, oversee team; staff: ready to
 * work). */
export function welcomeText(role: Role | null): string {
  switch (role) {
    case 'admin':
      return 'You have full access to every case, user and setting.';
    case 'manager':
      return 'You can manage cases, upload data, oversee team activity and more.';
    case 'staff':
      return "You're ready to work: your cases are below.";
    default:
      return "Here you can view your company's cases and follow their progress.";
  }
}

/** A greeting that fades out from about 5 s and unmounts at 8 s. */
export function WelcomeBanner({ role, name }: { role: Role | null; name: string }) {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'hidden'>('shown');

  useEffect(() => {
    const fade = setTimeout(() => setPhase('fading'), BANNER_FADE_MS);
    const hide = setTimeout(() => setPhase('hidden'), BANNER_HIDE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(hide);
    };
  }, []);

  if (phase === 'hidden') return null;
  return (
    <Paper
      role="status"
      aria-label="Welcome"
      data-phase={phase}
      p="md"
      mb="md"
      radius="md"
      bg="blue.0"
      withBorder
      style={{
        opacity: phase === 'fading' ? 0 : 1,
        transition: `opacity ${BANNER_HIDE_MS - BANNER_FADE_MS}ms ease-out`,
      }}
    >
      <Title order={2} size="h4" c="blue.9">
        Welcome back, {name}!
      </Title>
      <Text size="sm" c="blue.9">
        {welcomeText(role)}
      </Text>
    </Paper>
  );
}
