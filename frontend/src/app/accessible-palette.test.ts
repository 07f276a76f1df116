import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';

import { accessiblePalette, contrastRatio, MIN_TEXT_CONTRAST } from '@/app/accessible-palette';
import { DIMMED_TEXT, theme } from '@/app/provider';

const palette = accessiblePalette();
const WHITE = '#ffffff';
const PAGE = DEFAULT_THEME.colors.gray[0];

describe('contrastRatio', () => {
  it('matches WCAG for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2); // Mantine's dimmed grey: too light
    expect(contrastRatio('#ffffff', '#228be6')).toBeCloseTo(3.56, 2); // white on blue.6: too light
  });
});

describe('accessiblePalette', () => {
  const names = Object.keys(palette).filter((name) => name !== 'dark');

  it.each(names)(
    '%s: shades 7, 8 and 9 read at 4.5:1 on white, the page and the light badge/alert backgrounds',
    (name) => {
      const shades = palette[name];
      for (const shade of [7, 8, 9]) {
        for (const bg of [WHITE, PAGE, shades[0], shades[1]]) {
          expect(contrastRatio(shades[shade], bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        }
      }
    },
  );

  it.each(names)('%s: shades 0 to 6 are unchanged and the shades still darken in order', (name) => {
    expect(palette[name].slice(0, 7)).toEqual(DEFAULT_THEME.colors[name].slice(0, 7));
    const l = palette[name].map((c) => contrastRatio(c, '#000000'));
    expect(l[8]).toBeLessThanOrEqual(l[7]);
    expect(l[9]).toBeLessThanOrEqual(l[8]);
  });

  it('keeps a colour that already reads well as it was (blue.9)', () => {
    expect(palette.blue[9]).toBe(DEFAULT_THEME.colors.blue[9]);
  });
});

describe('theme', () => {
  it('fills primary buttons with a shade white text reads on (4.5:1)', () => {
    const fill = palette.blue[theme.primaryShade as number];
    expect(contrastRatio(WHITE, fill)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('chooses black or white text on every filled colour so that it reads at 4.5:1 (autoContrast)', () => {
    const threshold = theme.luminanceThreshold as number;
    for (const [name, shades] of Object.entries(palette)) {
      if (name === 'dark') continue;
      const fill = shades[8];
      const luminance = (contrastRatio(fill, '#000000') - 1) * 0.05; // L = (ratio vs black) * 0.05 - 0.05
      const text = luminance > threshold ? '#000000' : WHITE;
      expect(contrastRatio(text, fill), name).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('dims helper text in a grey that reads at 4.5:1 on white, the page and striped rows', () => {
    for (const bg of [WHITE, PAGE, DEFAULT_THEME.colors.gray[1]]) {
      expect(contrastRatio(DIMMED_TEXT, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
