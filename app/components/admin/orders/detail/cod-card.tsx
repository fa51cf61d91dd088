import { Form } from "react-router";
import { formatInr } from "../../../../../lib/money";
import { Card, TextField } from "../../form-fields";
import { primaryAction } from "../../page-header";

/** Cash on delivery: record the money the courier collected, which makes the order paid. */
export function CodCard({
  total,
  today,
  busy,
  errors,
}: {
  total: number;
  today: string;
  busy: boolean;
  errors: Record<string, string>;
}) {
  return (
    <Card title="Cash on delivery">
      <p className="text-sm text-stone-700">
        {formatInr(total)} to collect. Record it once the courier has remitted the cash.
      </p>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="collect-cod" />
        <TextField
          id="cod-amount"
          label="Amount collected (₹)"
          name="amount"
          inputMode="decimal"
          defaultValue={(total / 100).toFixed(2)}
          error={errors.amount}
          required
        />
        <TextField
          label="Collected on"
          name="collectedOn"
          type="date"
          defaultValue={today}
          max={today}
          error={errors.collectedOn}
          required
        />
        <TextField
          label="Reference (optional)"
          name="reference"
          maxLength={100}
          error={errors.reference}
          hint="e.g. the courier's remittance number"
        />
        <button type="submit" disabled={busy} className={`${primaryAction} w-full`}>
          Mark payment collected
        </button>
      </Form>
    </Card>
  );
}
