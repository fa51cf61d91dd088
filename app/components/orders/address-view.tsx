import type { ADDRESS_FIELDS } from "../../../lib/checkout-schema";

export type AddressLike = Partial<Record<(typeof ADDRESS_FIELDS)[number], string | null>>;

/** A postal address with the buyer's e-mail and phone, as checkout and the order page show it. */
export function AddressView({ address, className = "" }: { address: AddressLike; className?: string }) {
  return (
    <address className={`text-sm not-italic text-stone-700 [overflow-wrap:anywhere] ${className}`}>
      {address.fullName}
      <br />
      {address.addressLine1}
      {address.addressLine2 && (
        <>
          <br />
          {address.addressLine2}
        </>
      )}
      <br />
      {address.city}, {address.state} {address.postalCode}
      <br />
      {address.country || "India"}
      <br />
      {address.email}
      <br />
      {address.phone}
    </address>
  );
}
