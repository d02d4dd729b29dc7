import { buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import type { SizeChart } from "@/lib/validation/size-chart";
import { shopText } from "@/lib/i18n/text";

/**
 * The "Size chart" link beside the sizes; it opens the product's chart in a dialog: a table
 * with one row per size, a column per measurement, the unit in the caption and headers. The
 * table is drawn here, on the server; the dialog's script (Radix) loads only when it opens
 * (components/ui/Dialog.tsx), so most visitors, who never open it, never load it. Its cells
 * are styled by the class `size-table` (app/globals.css): each cell's classes were in the
 * product page's HTML twice, in the markup and in its payload.
 */
export function SizeChartDialog({ title, chart }: { title: string; chart: SizeChart }) {
  const t = shopText("product");
  const unit = t(`units.${chart.unit}`);
  return (
    <Dialog>
      <DialogTrigger className="text-sm font-medium text-brand underline underline-offset-2 hover:text-ink">{t("sizeChart")}</DialogTrigger>
      <DialogContent title={t("sizeChart")} description={t("sizeChartDescription", { title, unit })}>
        <div className="overflow-x-auto">
          <table className="size-table">
            <caption className="sr-only">{t("sizeChartCaption", { title, unit })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("sizeColumn")}</th>
                {chart.columns.map((column) => (
                  <th key={column} scope="col">
                    {`${column} (${chart.unit})`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.rows.map((row) => (
                <tr key={row.size}>
                  <th scope="row">{row.size}</th>
                  {row.values.map((value, index) => (
                    <td key={chart.columns[index]}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-5 flex justify-end">
          <DialogClose className={buttonClasses("secondary")}>{t("close")}</DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
