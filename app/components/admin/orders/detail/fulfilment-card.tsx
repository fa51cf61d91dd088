import { Form } from "react-router";
import { ConfirmButton } from "../../confirm-dialog";
import { Card, SelectField, TextField } from "../../form-fields";
import { primaryAction, secondaryAction } from "../../page-header";
import type { CarrierChoice } from "./types";

interface Props {
  status: string;
  carriers: CarrierChoice[];
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** What the state machine allows from here (besides shipping and delivering). */
  nextStatuses: { status: string; label: string }[];
  canCancel: boolean;
  busy: boolean;
  errors: Record<string, string>;
}

/** Ship with a carrier and a tracking number, mark delivered, move the order on, or cancel it. */
export function FulfilmentCard({
  status,
  carriers,
  carrier,
  trackingNumber,
  trackingUrl,
  nextStatuses,
  canCancel,
  busy,
  errors,
}: Props) {
  const shippable = status === "confirmed" || status === "processing";
  return (
    <Card title="Fulfilment">
      {trackingNumber && (
        <p className="text-sm">
          Shipped with {carriers.find((c) => c.key === carrier)?.name ?? carrier ?? "a carrier"}, tracking
          number <span className="font-medium break-all">{trackingNumber}</span>
          {trackingUrl && (
            <>
              {" "}
              ·{" "}
              <a href={trackingUrl} target="_blank" rel="noreferrer" className="underline">
                Track the parcel
              </a>
            </>
          )}
        </p>
      )}
      {shippable && (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="ship" />
          <SelectField
            label="Carrier"
            name="carrier"
            defaultValue={carrier ?? ""}
            error={errors.carrier}
            required
          >
            <option value="">Choose a carrier</option>
            {carriers.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Tracking number"
            name="trackingNumber"
            defaultValue={trackingNumber ?? ""}
            error={errors.trackingNumber}
            required
            maxLength={60}
            autoComplete="off"
            inputMode="text"
          />
          <button type="submit" disabled={busy} className={`${primaryAction} w-full`}>
            Mark shipped and e-mail the customer
          </button>
        </Form>
      )}
      {status === "shipped" && (
        <Form method="post">
          <input type="hidden" name="intent" value="deliver" />
          <button type="submit" disabled={busy} className={`${primaryAction} w-full`}>
            Mark delivered
          </button>
        </Form>
      )}
      {nextStatuses.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {nextStatuses.map((next) => (
            <Form method="post" key={next.status}>
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="status" value={next.status} />
              <button type="submit" disabled={busy} className={secondaryAction}>
                {next.label}
              </button>
            </Form>
          ))}
        </div>
      )}
      {canCancel && (
        <Form method="post" id="cancel-order" className="space-y-2">
          <input type="hidden" name="intent" value="cancel" />
          <TextField
            id="cancel-reason"
            label="Reason for cancelling"
            name="reason"
            maxLength={200}
            error={errors.reason}
            placeholder="e.g. Customer asked to cancel"
          />
          <ConfirmButton
            title="Cancel this order?"
            message="Held or sold stock goes back to the shelf and a paid online payment is refunded in full. This cannot be undone."
            confirmLabel="Cancel order"
            form="cancel-order"
            disabled={busy}
          >
            Cancel order
          </ConfirmButton>
        </Form>
      )}
    </Card>
  );
}
