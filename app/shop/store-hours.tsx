import { useShop } from "~/shop/use-shop";
import { useFormat, useTranslation } from "~/ui/translation";

/** The store hours table as the owner set it (footer, contact page, home, about). */
export function StoreHoursTable({ className = "" }: { className?: string }) {
  const { hours } = useShop();
  return (
    <table className={className}>
      <tbody>
        {hours.map((row) => (
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

/** The holidays and closures of the coming weeks, or nothing when there are none. */
export function StoreClosures({ className = "" }: { className?: string }) {
  const { upcomingClosures } = useShop();
  const { t } = useTranslation();
  const { shopDay } = useFormat();
  if (upcomingClosures.length === 0) return null;
  return (
    <div className={className}>
      <p className="font-semibold">{t("site:footer.closures")}</p>
      <ul>
        {upcomingClosures.map((closure) => (
          <li key={closure.date}>
            {shopDay(closure.date)}
            {closure.note ? `: ${closure.note}` : ""}
          </li>
        ))}
      </ul>
    </div>
  );
}
