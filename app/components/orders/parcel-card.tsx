export interface ParcelView {
  carrierName: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** Shown as is, or "" when not recorded. */
  shippedAt: string;
}

/** A shipped order's carrier, tracking number and the carrier's tracking page. */
export function ParcelCard({ parcel }: { parcel: ParcelView }) {
  return (
    <section
      aria-labelledby="parcel-heading"
      className="mt-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="parcel-heading" className="text-lg font-semibold">
        Your parcel
      </h2>
      <dl className="mt-2 space-y-1 text-sm text-stone-700">
        {parcel.carrierName && (
          <div>
            <dt className="inline font-medium">Carrier: </dt>
            <dd className="inline">{parcel.carrierName}</dd>
          </div>
        )}
        {parcel.trackingNumber && (
          <div>
            <dt className="inline font-medium">Tracking number: </dt>
            <dd className="inline break-all">{parcel.trackingNumber}</dd>
          </div>
        )}
        {parcel.shippedAt && (
          <div>
            <dt className="inline font-medium">Shipped on: </dt>
            <dd className="inline">{parcel.shippedAt}</dd>
          </div>
        )}
      </dl>
      {parcel.trackingUrl && (
        <a
          href={parcel.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-block rounded-full bg-maroon-800 px-5 py-2 text-sm font-semibold text-white hover:bg-maroon-900"
        >
          Track your parcel<span className="sr-only"> (opens the carrier&apos;s site in a new tab)</span>
        </a>
      )}
    </section>
  );
}
