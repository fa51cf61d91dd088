import { data } from "react-router";
import { AppError } from "../../server/errors";
import { creditNoteForVisitor } from "../../server/http/invoice-access";
import { readCreditNotePdf } from "../../server/modules/invoices/service";
import type { Route } from "./+types/credit-note-pdf";

const CREDIT_NOTE_NUMBER = /^CN-\d{4}-\d{6,7}$/;

/** A credit note's PDF, for the order's owner and admins only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    if (!CREDIT_NOTE_NUMBER.test(params.creditNoteNumber))
      throw new AppError("NOT_FOUND", "Credit note not found");
    const { order, note } = await creditNoteForVisitor(request, params.orderNumber, params.creditNoteNumber);
    const pdf = await readCreditNotePdf(note, order);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${note.creditNoteNumber}.pdf"`,
        "Content-Length": String(pdf.length),
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw data(error.message, { status: 404 });
    throw error;
  }
}
