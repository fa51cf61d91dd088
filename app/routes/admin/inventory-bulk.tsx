import { data } from "react-router";
import { formText } from "../../../lib/form-errors";
import { AppError } from "../../../server/errors";
import { requireStaff } from "../../../server/http/guards";
import { bulkUpdateStock, MAX_BULK_ROWS } from "../../../server/modules/inventory/service";
import { type BulkOutcome, BulkForm } from "../../components/admin/inventory/bulk-form";
import { InventoryTabs } from "../../components/admin/inventory/inventory-tabs";
import { PageHeader } from "../../components/admin/page-header";
import type { Route } from "./+types/inventory-bulk";

export const meta = () => [{ title: "Bulk stock update | Divine Threads Admin" }];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Inventory", to: "/admin/inventory" },
    { label: "Bulk update" },
  ],
};

/** A thousand rows of SKU and quantity fit well inside this. */
const MAX_FILE_BYTES = 1024 * 1024;

export const BULK_PAGE_MESSAGES = {
  unreadable: "The rows could not be read. Paste them again or upload the file again.",
  tooLarge: "The file is larger than 1 MB. Split it into smaller files.",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "inventory");
  return { maxRows: MAX_BULK_ROWS };
}

const refused = (message: string, text = "") =>
  data<BulkOutcome>({ ok: false, errors: [{ line: 0, message }], text }, { status: 400 });

/** Reads the pasted rows or the uploaded file and applies them all, or reports every row to fix. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "inventory");
  const form = await request.formData().catch(() => null);
  if (!form) return refused(BULK_PAGE_MESSAGES.unreadable);
  const pasted = formText(form.get("rows")).slice(0, MAX_FILE_BYTES);
  const file = form.get("file");
  let text = pasted;
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_FILE_BYTES) return refused(BULK_PAGE_MESSAGES.tooLarge, pasted);
    text = await file.text();
  }
  try {
    const result = await bulkUpdateStock({ id: user.id, email: user.email }, text);
    if (result.ok) return data<BulkOutcome>({ ...result, text: "" });
    return data<BulkOutcome>({ ...result, text: pasted }, { status: 400 });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return refused(error.message, pasted);
  }
}

export default function InventoryBulk({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <PageHeader
        title="Bulk stock update"
        description="Set the stock of many items at once after a stock count or a delivery, by SKU or product id."
      />
      <InventoryTabs />
      <BulkForm outcome={actionData as BulkOutcome | undefined} maxRows={loaderData.maxRows} />
    </div>
  );
}
