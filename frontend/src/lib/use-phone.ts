import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em, 768 px): the phone layouts (case cards, the top bar's menu). */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** True on a phone-sized screen; read at once (not after a first render), so a phone never builds the table. */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
