import leafletStylesheet from "leaflet/dist/leaflet.css";
import { useEffect, useRef, useState } from "react";
import { useShop } from "~/shop/use-shop";

/** OpenStreetMap's tile server; the CSP allows images from it (security-headers.server.ts). */
export const OSM_TILE_ORIGIN = "https://tile.openstreetmap.org";

type Inputs = { latitude: HTMLInputElement | null; longitude: HTMLInputElement | null };

function setInput(input: HTMLInputElement | null, value: string) {
  if (!input) return;
  input.value = value;
  // Lets the form library see the change, as if it had been typed.
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * A Leaflet map with OpenStreetMap tiles that only fills the latitude and longitude inputs the
 * form already has (JavaScript only: without it those inputs are typed by hand). Leaflet and its
 * stylesheet are fetched when the map is first shown, never with the page.
 */
export function LocationMap({
  inputs,
  label = "Tap the map where we should deliver",
}: {
  inputs: () => Inputs;
  label?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const { latitude: shopLat, longitude: shopLng, name: shopName } = useShop();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    if (!document.querySelector(`link[href="${leafletStylesheet}"]`)) {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = leafletStylesheet;
      document.head.append(link);
    }
    import("leaflet")
      .then(({ default: L }) => {
        if (cancelled || !container.current) return;
        const { latitude, longitude } = inputs();
        const lat = Number(latitude?.value);
        const lng = Number(longitude?.value);
        const known = Number.isFinite(lat) && Number.isFinite(lng) && lat !== 0 && lng !== 0;
        const map = L.map(container.current).setView(known ? [lat, lng] : [shopLat, shopLng], known ? 13 : 9);
        L.tileLayer(`${OSM_TILE_ORIGIN}/{z}/{x}/{y}.png`, {
          maxZoom: 18,
          attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
        }).addTo(map);
        const marker = L.circleMarker(known ? [lat, lng] : [shopLat, shopLng], {
          radius: 8,
          color: "#326222",
        });
        if (known) marker.addTo(map);
        L.circleMarker([shopLat, shopLng], { radius: 5, color: "#e09a1a" }).bindTooltip(shopName).addTo(map);
        map.on("click", (event) => {
          marker.setLatLng(event.latlng).addTo(map);
          const current = inputs();
          setInput(current.latitude, event.latlng.lat.toFixed(6));
          setInput(current.longitude, event.latlng.lng.toFixed(6));
        });
        cleanup = () => map.remove();
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [inputs, shopLat, shopLng, shopName]);

  if (failed)
    return <p className="text-sm text-stone-700">The map could not be loaded: type the coordinates instead.</p>;
  return (
    <div>
      <p className="text-sm text-stone-700">{label}</p>
      <div ref={container} className="mt-1 h-64 w-full rounded-md border border-stone-300" data-testid="location-map" />
    </div>
  );
}
