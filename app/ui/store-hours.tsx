import { STORE_HOURS } from "~/content/store-info";

/** The store hours table from the storefront spec (footer, contact page). */
export function StoreHoursTable({ className = "" }: { className?: string }) {
  return (
    <table className={className}>
      <tbody>
        {STORE_HOURS.map((row) => (
          <tr key={row.days} className="align-top">
            <th scope="row" className="py-0.5 pr-3 text-left font-normal">
              {row.days}
            </th>
            <td className="py-0.5">{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
