import type { Case } from '@/types/api';

export type MiSummaryData = {
  /** Sent cases classified as deficit (Impecunious) or surplus (Impecunious (STUS)). */
  total: number;
  deficit: number;
  surplus: number;
  deficitPercent: number;
  surplusPercent: number;
};

/** How many Sent cases are deficit and how many surplus (the server counts them for the dashboard). */
export type MiCounts = { deficit: number; surplus: number };

/** Counts the Sent cases among `cases` that are deficit or surplus (the portal, which holds its cases). */
export function countMi(cases: readonly Pick<Case, 'currentStatus' | 'miType'>[]): MiCounts {
  const counts = { deficit: 0, surplus: 0 };
  for (const item of cases) {
    if (item.currentStatus !== 'sent') continue;
    if (item.miType === 'deficit') counts.deficit += 1;
    else if (item.miType === 'surplus') counts.surplus += 1;
  }
  return counts;
}

/**
 * guide: screens "MI Classification Summary": counts and rounded percentages of Sent cases that are deficit
 * or surplus; null when there are none (the summary is then hidden). Percentages are of the classified
 * sent cases, so the two shares make (about) 100%.
 */
export function summariseMi({ deficit, surplus }: MiCounts): MiSummaryData | null {
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
