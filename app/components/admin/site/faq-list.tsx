import { useFetcher } from "react-router";
import { AdminTable } from "../admin-table";
import type { EditableFaq } from "./faq-form";
import { RowControls, RowError, type RowAnswer, useRowToast } from "./row-controls";

interface RowProps {
  faq: EditableFaq;
  first: boolean;
  last: boolean;
  editHref: string;
}

function FaqRow({ faq, first, last, editHref }: RowProps) {
  const fetcher = useFetcher<RowAnswer>();
  useRowToast(fetcher);
  return (
    <tr className={fetcher.state !== "idle" ? "opacity-70" : ""}>
      <td>
        <div className="min-w-0">
          <p className="font-medium text-stone-900">{faq.question}</p>
          <p className="line-clamp-2 text-xs whitespace-pre-line text-stone-600">{faq.answer}</p>
          <RowError fetcher={fetcher} />
        </div>
      </td>
      <RowControls
        fetcher={fetcher}
        id={faq.id}
        label={faq.question}
        active={faq.isActive}
        first={first}
        last={last}
        editHref={editHref}
        deleteMessage="This question and its answer will be removed from every product's FAQs tab. This cannot be undone."
        deleteLabel="Delete FAQ"
      />
    </tr>
  );
}

interface ListProps {
  faqs: EditableFaq[];
  /** This page starts the shop's order: its first FAQ cannot move up. */
  first: boolean;
  /** This page ends it: its last FAQ cannot move down. */
  last: boolean;
  editHref: (id: string) => string;
}

/** A page of the FAQs in the order shoppers see them, with switches, order buttons, edit and delete. */
export function FaqList({ faqs, first, last, editHref }: ListProps) {
  return (
    <AdminTable caption="FAQs, in the shop's order">
      <thead>
        <tr>
          <th scope="col">Question</th>
          <th scope="col">Shown</th>
          <th scope="col">Order</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {faqs.map((faq, index) => (
          <FaqRow
            key={faq.id}
            faq={faq}
            first={first && index === 0}
            last={last && index === faqs.length - 1}
            editHref={editHref(faq.id)}
          />
        ))}
      </tbody>
    </AdminTable>
  );
}
