import { useId, type ChangeEvent } from 'react';
import styled, { css } from 'styled-components';
import { ADMIN_PAGE_SIZES, FIRST_PAGE } from '../../model/constants';
import { MESSAGES } from '../../model/messages';
import { ADMIN_TEXTS } from '../../model/adminMessages';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { DataTable, type DataTableProps } from './DataTable';

export interface PaginationTableProps<Row> extends DataTableProps<Row> {
  /** The page shown, from 0. */
  page: number;
  /** Rows per page: one of `pageSizes`. */
  pageSize: number;
  /** How many rows there are on all pages together. */
  totalElements: number;
  /** Previous or Next was pressed: show this page (from 0). */
  onPageChange(page: number): void;
  /** Another page size was chosen: show the first page (FIRST_PAGE) at this size. */
  onPageSizeChange(pageSize: number): void;
  /** The page sizes offered; ADMIN_PAGE_SIZES (10, 20, 50) unless given. */
  pageSizes?: readonly number[];
}

/** How many pages `totalElements` rows fill at `pageSize` a page: at least 1, so 'Page 1 of 1' when empty. */
export function pageCount(totalElements: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalElements / pageSize));
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Pager = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
`;

const Paging = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const PageButton = styled.button`
  min-height: ${({ theme }) => theme.layout.tapTarget};
  min-width: 6.5rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:disabled {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const PageOf = styled.p`
  margin: 0;
  min-width: 7.5em;
  font-weight: 600;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const Busy = styled.span<{ $shown: boolean }>`
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ $shown }) =>
    !$shown &&
    css`
      ${visuallyHidden}
    `}
`;

const SizeLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const SizeSelect = styled.select`
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * A table that shows one page of rows at a time (the spec's screens and routes, the admin content list):
 * Previous and Next (disabled on the first and on the last page), 'Page N of M', and a page-size
 * select (10, 20 or 50). Presentational: the screen fetches the page and keeps `page` and
 * `pageSize`; while the next page loads (`loading`), the current rows stay, dimmed.
 */
export function PaginationTable<Row>({
  page,
  pageSize,
  totalElements,
  onPageChange,
  onPageSizeChange,
  pageSizes = ADMIN_PAGE_SIZES,
  className,
  ...table
}: PaginationTableProps<Row>) {
  const texts = ADMIN_TEXTS.admin.pagination;
  const sizeId = useId();
  const pages = pageCount(totalElements, pageSize);
  const onFirst = page <= FIRST_PAGE;
  const onLast = page >= pages - 1;
  const loading = table.loading ?? false;

  const chooseSize = (event: ChangeEvent<HTMLSelectElement>) => onPageSizeChange(Number(event.target.value));

  return (
    <Wrapper className={className}>
      <DataTable {...table} />
      <Pager role="group" aria-label={texts.nav}>
        <Paging>
          <PageButton type="button" aria-label={texts.previousLabel} disabled={onFirst} onClick={() => onPageChange(page - 1)}>
            {texts.previous}
          </PageButton>
          {/* Said again when it changes, so that a screen reader hears where Previous or Next went. */}
          <PageOf aria-live="polite" aria-atomic="true">
            {texts.pageOf(Math.min(page, pages - 1) + 1, pages)}
          </PageOf>
          <PageButton type="button" aria-label={texts.nextLabel} disabled={onLast} onClick={() => onPageChange(page + 1)}>
            {texts.next}
          </PageButton>
          <Busy $shown={loading && table.rows.length > 0} role="status">
            {loading && table.rows.length > 0 ? MESSAGES.loading : ''}
          </Busy>
        </Paging>
        <SizeLabel htmlFor={sizeId}>
          {texts.pageSize}
          <SizeSelect id={sizeId} value={pageSize} onChange={chooseSize}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </SizeSelect>
        </SizeLabel>
      </Pager>
    </Wrapper>
  );
}
