import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminContentListFor, PAGED_SUBCATEGORY_ID, PAGED_TOTAL } from '../../mocks/fixtures/admin';
import { PaginationTable, type PaginationTableProps, type TableColumn } from '../../src/components/PaginationTable';
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE, FIRST_PAGE } from '../../src/model/constants';
import type { Content } from '../../src/model/entities';
import { MESSAGES } from '../../src/model/messages';
import { ADMIN_TEXTS } from '../../src/model/adminMessages';

/** The 23 rows of the paged fixture list: 3 pages of 10, 2 of 20, 1 of 50. */
const allRows = adminContentListFor(PAGED_SUBCATEGORY_ID);

const columns: TableColumn<Content>[] = [
  { key: 'id', header: ADMIN_TEXTS.admin.columns.id, narrow: true, cell: (row) => row.contentId },
  { key: 'titlePrimary', header: ADMIN_TEXTS.adminForms.titlePrimary, rowHeader: true, lang: 'hi', cell: (row) => row.titlePrimary },
  { key: 'contentPrimary', header: ADMIN_TEXTS.adminForms.contentPrimary, lang: 'hi', cell: (row) => row.contentPrimary },
  { key: 'displayFlag', header: ADMIN_TEXTS.adminForms.displayFlag, narrow: true, cell: (row) => row.displayFlag },
];

/** The rows of one page of the first `total` fixture rows. */
const rowsOf = (total: number, page: number, size: number) => allRows.slice(0, total).slice(page * size, page * size + size);
/** The args of one page: what a screen would pass after fetching it. */
const at = (page: number, pageSize = DEFAULT_ADMIN_PAGE_SIZE, totalElements = PAGED_TOTAL) => ({
  page,
  pageSize,
  totalElements,
  rows: rowsOf(totalElements, page, pageSize),
});

/**
 * As a screen uses it: the page and size kept in state, the rows of that page given back. Each
 * change also goes to the args' spies, so play functions can check what the table asked for.
 */
function PagedTable(args: PaginationTableProps<Content>) {
  const [page, setPage] = useState(args.page);
  const [pageSize, setPageSize] = useState(args.pageSize);
  return (
    <PaginationTable
      {...args}
      page={page}
      pageSize={pageSize}
      rows={args.loading && args.rows.length === 0 ? [] : rowsOf(args.totalElements, page, pageSize)}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
      onPageSizeChange={(size) => {
        args.onPageSizeChange(size);
        setPageSize(size);
        setPage(FIRST_PAGE);
      }}
    />
  );
}

const meta = {
  title: 'Components/PaginationTable',
  component: PaginationTable,
  args: {
    caption: MESSAGES.contentBySubCategory,
    columns,
    rowKey: (row: Content) => row.contentId,
    emptyMessage: ADMIN_TEXTS.admin.contentList.empty,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    ...at(FIRST_PAGE),
  },
  parameters: { layout: 'padded' },
  // Keyed by the starting page and size, so a change in the Controls panel starts afresh.
  render: (args) => <PagedTable key={`${args.page}/${args.pageSize}`} {...(args as PaginationTableProps<Content>)} />,
} satisfies Meta<typeof PaginationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = ADMIN_TEXTS.admin.pagination;

function pager(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    table: () => canvas.getByRole('table', { name: MESSAGES.contentBySubCategory }),
    /** The body rows (the header row left out). */
    rows: () => canvas.getAllByRole('row').slice(1),
    previous: () => canvas.getByRole('button', { name: texts.previousLabel }),
    next: () => canvas.getByRole('button', { name: texts.nextLabel }),
    size: () => canvas.getByRole('combobox', { name: texts.pageSize }),
    pageOf: (page: number, pages: number) => canvas.getByText(texts.pageOf(page, pages)),
  };
}

/** The ids shown, in order. */
const shownIds = (canvasElement: HTMLElement) =>
  pager(canvasElement)
    .rows()
    .map((row) => Number(within(row).getAllByRole('cell')[0]!.textContent));
const idsOf = (page: number, size = DEFAULT_ADMIN_PAGE_SIZE) => rowsOf(PAGED_TOTAL, page, size).map((row) => row.contentId);

/** The first of three pages: Previous is disabled, Next is not; an accessible table with a caption and headers. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const p = pager(canvasElement);
    await expect(p.table()).toBeVisible();
    await expect(p.pageOf(1, 3)).toBeVisible();
    await expect(p.previous()).toBeDisabled();
    await expect(p.next()).toBeEnabled();
    await expect(shownIds(canvasElement)).toEqual(idsOf(0));
    const headers = within(p.table()).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(columns.map((column) => column.header));
    for (const header of headers) await expect(header).toHaveAttribute('scope', 'col');
    // Each row is named by its title, in Devanagari.
    const firstTitle = within(p.rows()[0]!).getByRole('rowheader');
    await expect(firstTitle).toHaveAttribute('scope', 'row');
    await expect(firstTitle).toHaveAttribute('lang', 'hi');
    await expect(p.size()).toHaveValue(String(DEFAULT_ADMIN_PAGE_SIZE));
    await expect(Array.from((p.size() as HTMLSelectElement).options).map((option) => Number(option.value))).toEqual([...ADMIN_PAGE_SIZES]);
  },
};

/** A page in the middle: both Previous and Next can be pressed. */
export const MiddlePage: Story = {
  args: at(1),
  play: async ({ canvasElement }) => {
    const p = pager(canvasElement);
    await expect(p.pageOf(2, 3)).toBeVisible();
    await expect(p.previous()).toBeEnabled();
    await expect(p.next()).toBeEnabled();
    await expect(shownIds(canvasElement)).toEqual(idsOf(1));
  },
};

/** The last page, with the 3 rows left over: Next is disabled. */
export const LastPage: Story = {
  args: at(2),
  play: async ({ canvasElement }) => {
    const p = pager(canvasElement);
    await expect(p.pageOf(3, 3)).toBeVisible();
    await expect(p.previous()).toBeEnabled();
    await expect(p.next()).toBeDisabled();
    await expect(p.rows()).toHaveLength(PAGED_TOTAL - 20);
  },
};

/** Fewer rows than a page holds: 'Page 1 of 1', nothing to page to. */
export const SinglePage: Story = {
  args: at(FIRST_PAGE, DEFAULT_ADMIN_PAGE_SIZE, 4),
  play: async ({ canvasElement }) => {
    const p = pager(canvasElement);
    await expect(p.pageOf(1, 1)).toBeVisible();
    await expect(p.previous()).toBeDisabled();
    await expect(p.next()).toBeDisabled();
    await expect(p.rows()).toHaveLength(4);
  },
};

/** No rows at all: the table says so, and it is still 'Page 1 of 1'. */
export const Empty: Story = {
  args: at(FIRST_PAGE, DEFAULT_ADMIN_PAGE_SIZE, 0),
  play: async ({ canvasElement, args }) => {
    const p = pager(canvasElement);
    await expect(within(p.table()).getByRole('status')).toHaveTextContent(String(args.emptyMessage));
    await expect(p.pageOf(1, 1)).toBeVisible();
    await expect(p.previous()).toBeDisabled();
    await expect(p.next()).toBeDisabled();
  },
};

/** The first page is on its way: 'Loading...' in place of the rows. */
export const Loading: Story = {
  args: { ...at(FIRST_PAGE, DEFAULT_ADMIN_PAGE_SIZE, 0), loading: true },
  play: async ({ canvasElement }) => {
    const p = pager(canvasElement);
    await expect(within(p.table()).getByRole('status')).toHaveTextContent(MESSAGES.loading);
    await expect(p.table()).toHaveAttribute('aria-busy', 'true');
    await expect(within(p.table()).queryByRole('rowheader')).not.toBeInTheDocument();
  },
};

/** The next page is on its way: the rows shown stay (dimmed), and 'Loading...' is said beside the pager. */
export const LoadingNextPage: Story = {
  args: { ...at(1), loading: true },
  play: async ({ canvasElement }) => {
    const p = pager(canvasElement);
    await expect(p.table()).toHaveAttribute('aria-busy', 'true');
    await expect(shownIds(canvasElement)).toEqual(idsOf(1));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(MESSAGES.loading);
  },
};

/** 20 rows a page: 2 pages. */
export const PageSize20: Story = {
  args: at(FIRST_PAGE, 20),
  play: async ({ canvasElement }) => {
    const p = pager(canvasElement);
    await expect(p.size()).toHaveValue('20');
    await expect(p.pageOf(1, 2)).toBeVisible();
    await expect(p.rows()).toHaveLength(20);
  },
};

/** 50 rows a page: all 23 on one page. */
export const PageSize50: Story = {
  args: at(FIRST_PAGE, 50),
  play: async ({ canvasElement }) => {
    const p = pager(canvasElement);
    await expect(p.size()).toHaveValue('50');
    await expect(p.pageOf(1, 1)).toBeVisible();
    await expect(p.next()).toBeDisabled();
    await expect(p.rows()).toHaveLength(PAGED_TOTAL);
  },
};

/** Next to the last page and Previous back: each asks for the page, and the buttons follow the rules. */
export const PagingThrough: Story = {
  // Not pictured: proves the paging: it ends on the first page, which FirstPage pictures.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const p = pager(canvasElement);
    await userEvent.click(p.next());
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(p.pageOf(2, 3)).toBeVisible();
    await expect(shownIds(canvasElement)).toEqual(idsOf(1));

    await userEvent.click(p.next());
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(p.pageOf(3, 3)).toBeVisible();
    await expect(p.next()).toBeDisabled();

    await userEvent.click(p.previous());
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(p.previous());
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
    await expect(p.pageOf(1, 3)).toBeVisible();
    await expect(p.previous()).toBeDisabled();
    await expect(args.onPageChange).toHaveBeenCalledTimes(4);
    await expect(args.onPageSizeChange).not.toHaveBeenCalled();
  },
};

/** From the keyboard: Tab reaches Next, Enter and Space press it. */
export const KeyboardPaging: Story = {
  // Not pictured: proves the keys: the table is pictured by its page stories.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const p = pager(canvasElement);
    p.previous().focus();
    await expect(p.previous()).not.toHaveFocus(); // disabled on the first page: not focusable
    p.table().closest<HTMLElement>('[role="group"]')!.focus();
    await userEvent.tab();
    await expect(p.next()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(p.pageOf(2, 3)).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(p.pageOf(3, 3)).toBeVisible();
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

/** Another page size from the middle page: the table asks for it and goes back to the first page. */
export const ChangePageSize: Story = {
  // Not pictured: ends on 20 rows, which PageSize20 pictures.
  parameters: { visual: false },
  args: at(1),
  play: async ({ canvasElement, args }) => {
    const p = pager(canvasElement);
    await userEvent.selectOptions(p.size(), '20');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(20);
    await expect(p.size()).toHaveValue('20');
    await expect(p.pageOf(1, 2)).toBeVisible();
    await expect(shownIds(canvasElement)).toEqual(idsOf(0, 20));

    await userEvent.selectOptions(p.size(), '50');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(50);
    await expect(p.pageOf(1, 1)).toBeVisible();
    await expect(p.rows()).toHaveLength(PAGED_TOTAL);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};
