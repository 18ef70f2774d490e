import type { Paging } from '../../shared/schemas/paging';

/** How many rows come before the requested page (pages count from 1). */
export const pageOffset = ({ page, pageSize }: Paging) => (page - 1) * pageSize;
