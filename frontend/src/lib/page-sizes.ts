/** guide: screens#pagination: the case lists' page sizes (the dashboard and the client portal). */
export const PAGE_SIZES = [25, 50, 100, 250] as const;
export const DEFAULT_PAGE_SIZE = 50;
