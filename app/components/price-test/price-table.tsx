import type { ReactNode } from "react";

/**
 * A table whose rows are headed by their first cell (a price, an age group):
 * the numbers behind each chart, shown with or without JavaScript.
 */
export function PriceTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { key: string | number; head: ReactNode; cells: ReactNode[] }[];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b">
            {columns.map((column) => (
              <th key={column} scope="col" className="p-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b">
              <th scope="row" className="p-2 font-medium">
                {row.head}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className="p-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
