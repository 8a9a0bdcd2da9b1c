// The contract names src/tui/components/Table.tsx; the implementation lives in ./table/.
export { Table, tableBodyHeight, fitColumns } from './table/index.js';
export type { TableProps, Column, FittedColumn } from './table/index.js';
