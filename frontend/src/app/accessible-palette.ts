/**
 * Accessibility and day-of-use fixes (WCAG 2.2 AA, 1.4.3 contrast): Mantine's default palette with its dark shades (7,
 * 8, 9) darkened just enough that text in them reads at 4.5:1 or more on the page's light backgrounds: white, gray.0
 * (the page), and the colour's own shades 0 and 1 (the `light` variant's background is shade 1, its text shade 9).
 * Shades 0-6 are kept, so fills, borders and charts look as before; `c="red"`, `c="green.9"`, light badges and alerts
 * pass.
 */
import { DEFAULT_THEME, luminance, toRgba, type MantineColorsTuple } from '@mantine/core';

export const MIN_TEXT_CONTRAST = 4.5;
const TEXT_SHADES = [7, 8, 9] as const;
const PAGE_BACKGROUNDS = ['#ffffff', DEFAULT_THEME.colors.gray[0]];

/** WCAG 2.x contrast ratio of two opaque colours (hex or rgb()). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function toHex(color: string): string {
  const { r, g, b } = toRgba(color);
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** `color` darkened in small steps (towards black, hue kept) until it reaches MIN_TEXT_CONTRAST on every background. */
export function darkenUntilReadable(color: string, backgrounds: readonly string[]): string {
  const { r, g, b } = toRgba(color);
  for (let step = 0; step <= 50; step += 1) {
    const f = 1 - step * 0.02;
    const candidate = toHex(`rgb(${r * f}, ${g * f}, ${b * f})`);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= MIN_TEXT_CONTRAST)) return candidate;
  }
  return '#000000';
}

export function readableShades(shades: MantineColorsTuple): MantineColorsTuple {
  const backgrounds = [...PAGE_BACKGROUNDS, shades[0], shades[1]];
  const next = [...shades];
  for (const shade of TEXT_SHADES) next[shade] = darkenUntilReadable(shades[shade], backgrounds);
  // Keep the order dark-to-darker: shade 8 never lighter than 7, 9 never lighter than 8.
  for (const shade of [8, 9]) {
    if (luminance(next[shade]) > luminance(next[shade - 1])) next[shade] = next[shade - 1];
  }
  return next as unknown as MantineColorsTuple;
}

/** Every light-scheme colour of Mantine's palette (not `dark`, the dark scheme's greys), made readable. */
export function accessiblePalette(
  colors: Record<string, MantineColorsTuple> = DEFAULT_THEME.colors,
): Record<string, MantineColorsTuple> {
  return Object.fromEntries(
    Object.entries(colors).map(([name, shades]) => [name, name === 'dark' ? shades : readableShades(shades)]),
  );
}
