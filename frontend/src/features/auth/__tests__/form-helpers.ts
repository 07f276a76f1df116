import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Types into the field labelled `label` by pasting (much faster than typing key by key). */
export async function fill(user: User, label: string, text: string): Promise<void> {
  const field = screen.getByLabelText(label);
  await user.click(field);
  if (text) await user.paste(text);
}

/** Fake timers that still tick with real time, so user-event and findBy* keep working. */
export function useTickingFakeTimers(): User {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
