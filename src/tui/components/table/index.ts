export { Table, tableBodyHeight } from './Table.js';
export type { TableProps } from './Table.js';
export { fitColumns, formatCells, formatHeader } from './columns.js';
export type { Column, FittedColumn } from './columns.js';
