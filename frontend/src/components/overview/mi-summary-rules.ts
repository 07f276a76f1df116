import type { Case } from '@/types/api';

export type MiSummaryData = {
  /** Sent cases classified as deficit (Impecunious) or surplus (Impecunious (STUS)). */
  total: number;
  deficit: number;
  surplus: number;
  deficitPercent: number;
  surplusPercent: number;
};

/**
 * SPEC §2 "MI Classification Summary": counts and rounded percentages of Sent cases that are deficit
 * or surplus; null when there are none (the summary is then hidden). Percentages are of the classified
 * sent cases, so the two shares make (about) 100%.
 */
export function summariseMi(cases: readonly Pick<Case, 'currentStatus' | 'miType'>[]): MiSummaryData | null {
  let deficit = 0;
  let surplus = 0;
  for (const item of cases) {
    if (item.currentStatus !== 'sent') continue;
    if (item.miType === 'deficit') deficit += 1;
    else if (item.miType === 'surplus') surplus += 1;
  }
  const total = deficit + surplus;
  if (total === 0) return null;
  return {
    total,
    deficit,
    surplus,
    deficitPercent: Math.round((deficit / total) * 100),
    surplusPercent: Math.round((surplus / total) * 100),
  };
}
