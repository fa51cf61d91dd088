import { useEffect, useRef, useState } from "react";
import Squire from "squire-rte";
import { cleanFragment, isSafeHref } from "./editor-sanitize";

/**
 * The description's rich-text editor: Squire (a small, dependency-free contenteditable editor that
 * reads and writes HTML) with a toolbar for the tags the shop keeps. Loaded only by the product form,
 * after the page is interactive (React.lazy), so it never weighs on a page's first load.
 */
export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** The toolbar's name for screen readers, e.g. "Post formatting". */
  toolbarLabel?: string;
}

type Block = "P" | "H2" | "H3";

interface State {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  block: Block;
  list: "UL" | "OL" | null;
  quote: boolean;
  link: boolean;
}

const EMPTY: State = {
  bold: false,
  italic: false,
  underline: false,
  block: "P",
  list: null,
  quote: false,
  link: false,
};

/** An editor with only an empty paragraph holds no description. */
const emptyHtml = (html: string) => html.replace(/<(p|br|\/p)\s*\/?>/gi, "").trim() === "";

function stateOf(editor: Squire): State {
  const path = editor.getPath();
  const has = (tag: string) => new RegExp(`(^|>)${tag}(>|$|[.#\\[])`).test(path);
  return {
    bold: editor.hasFormat("B") || editor.hasFormat("STRONG"),
    italic: editor.hasFormat("I") || editor.hasFormat("EM"),
    underline: editor.hasFormat("U"),
    block: has("H2") ? "H2" : has("H3") ? "H3" : "P",
    list: has("UL") ? "UL" : has("OL") ? "OL" : null,
    quote: has("BLOCKQUOTE"),
    link: editor.hasFormat("A"),
  };
}

/** Every selected paragraph or heading becomes `tag` (lists and quotes keep their items). */
function setBlock(editor: Squire, tag: Block) {
  editor.modifyBlocks((fragment) => {
    for (const node of [...fragment.querySelectorAll("p, h2, h3, h4, div")]) {
      if (node.closest("li")) continue;
      const next = document.createElement(tag);
      next.append(...node.childNodes);
      node.replaceWith(next);
    }
    return fragment;
  });
}

export default function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  toolbarLabel = "Description formatting",
}: RichTextEditorProps) {
  const root = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Squire | null>(null);
  const emitted = useRef(value);
  /** The text last loaded, and how Squire writes it back, so loading alone never counts as a change. */
  const loaded = useRef({ source: value, normalised: "" });
  const load = (editor: Squire, html: string) => {
    editor.setHTML(html);
    loaded.current = { source: html, normalised: editor.getHTML() };
  };
  const onChangeRef = useRef(onChange);
  const [state, setState] = useState<State>(EMPTY);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState("https://");
  const [linkError, setLinkError] = useState<string | null>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const editor = new Squire(root.current!, {
      blockTag: "P",
      addLinks: false,
      sanitizeToDOMFragment: (html: string) => cleanFragment(html),
      didError: (error: unknown) => console.warn("[editor]", error),
    });
    load(editor, emitted.current);
    const changed = () => {
      const html = editor.getHTML();
      // Squire writes <b> for <strong> and the like: its reading of the loaded text is that text.
      const next = html === loaded.current.normalised ? loaded.current.source : emptyHtml(html) ? "" : html;
      if (next === emitted.current) return;
      emitted.current = next;
      onChangeRef.current(next);
    };
    const refresh = () => setState(stateOf(editor));
    editor.addEventListener("input", changed);
    editor.addEventListener("pathChange", refresh);
    editor.addEventListener("cursor", refresh);
    editor.addEventListener("select", refresh);
    editorRef.current = editor;
    return () => {
      editor.destroy();
      editorRef.current = null;
    };
  }, []);

  // A value from outside (Discard, a restored draft) replaces the editor's content.
  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    load(editor, value);
  }, [value]);

  const run = (action: (editor: Squire) => void) => () => {
    const editor = editorRef.current;
    if (!editor) return;
    action(editor);
    editor.focus();
    setState(stateOf(editor));
  };

  const applyLink = () => {
    const url = href.trim();
    if (!isSafeHref(url) || url === "https://") {
      setLinkError("Enter a web address starting with https:// or a page of this shop starting with /.");
      return;
    }
    setLinkOpen(false);
    setLinkError(null);
    run((editor) => editor.makeLink(url))();
  };

  const buttons: { label: string; text: string; pressed?: boolean; action: (editor: Squire) => void }[] = [
    {
      label: "Bold",
      text: "B",
      pressed: state.bold,
      action: (e) => (state.bold ? e.removeBold() : e.bold()),
    },
    {
      label: "Italic",
      text: "I",
      pressed: state.italic,
      action: (e) => (state.italic ? e.removeItalic() : e.italic()),
    },
    {
      label: "Underline",
      text: "U",
      pressed: state.underline,
      action: (e) => (state.underline ? e.removeUnderline() : e.underline()),
    },
    {
      label: "Heading",
      text: "H2",
      pressed: state.block === "H2",
      action: (e) => setBlock(e, state.block === "H2" ? "P" : "H2"),
    },
    {
      label: "Subheading",
      text: "H3",
      pressed: state.block === "H3",
      action: (e) => setBlock(e, state.block === "H3" ? "P" : "H3"),
    },
    {
      label: "Bulleted list",
      text: "• List",
      pressed: state.list === "UL",
      action: (e) => (state.list === "UL" ? e.removeList() : e.makeUnorderedList()),
    },
    {
      label: "Numbered list",
      text: "1. List",
      pressed: state.list === "OL",
      action: (e) => (state.list === "OL" ? e.removeList() : e.makeOrderedList()),
    },
    {
      label: "Quote",
      text: "❝ Quote",
      pressed: state.quote,
      action: (e) => (state.quote ? e.decreaseQuoteLevel() : e.increaseQuoteLevel()),
    },
    { label: "Undo", text: "Undo", action: (e) => e.undo() },
    { label: "Redo", text: "Redo", action: (e) => e.redo() },
  ];

  const button =
    "rounded-md border px-2 py-1 text-sm font-medium aria-pressed:border-maroon-800 aria-pressed:bg-maroon-50 aria-pressed:text-maroon-900";
  return (
    <div className={`rounded-lg border bg-white ${invalid ? "border-red-600" : "border-stone-300"}`}>
      <div
        role="toolbar"
        aria-label={toolbarLabel}
        aria-controls={id}
        className="flex flex-wrap gap-1 border-b border-stone-200 p-2"
      >
        {buttons.map((b) => (
          <button
            key={b.label}
            type="button"
            aria-label={b.label}
            title={b.label}
            aria-pressed={b.pressed === undefined ? undefined : b.pressed}
            onMouseDown={(event) => event.preventDefault()}
            onClick={run(b.action)}
            className={`${button} border-stone-300`}
          >
            {b.text}
          </button>
        ))}
        <button
          type="button"
          aria-expanded={linkOpen}
          aria-pressed={state.link}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => (state.link ? run((e) => e.removeLink())() : setLinkOpen(!linkOpen))}
          className={`${button} border-stone-300`}
        >
          {state.link ? "Remove link" : "Link"}
        </button>
      </div>
      {linkOpen && (
        <div className="flex flex-wrap items-end gap-2 border-b border-stone-200 p-2">
          <label className="min-w-0 flex-1 text-sm">
            <span className="mb-1 block font-medium">Link address</span>
            <input
              type="url"
              value={href}
              onChange={(event) => setHref(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  applyLink();
                }
                if (event.key === "Escape") setLinkOpen(false);
              }}
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? `${id}-link-error` : undefined}
              className="w-full rounded-lg border border-stone-300 px-3 py-1.5"
            />
          </label>
          <button type="button" onClick={applyLink} className={`${button} border-stone-300`}>
            Add link
          </button>
          <button type="button" onClick={() => setLinkOpen(false)} className={`${button} border-stone-300`}>
            Cancel
          </button>
          {linkError && (
            <p id={`${id}-link-error`} className="w-full text-sm text-red-700">
              {linkError}
            </p>
          )}
        </div>
      )}
      <div
        id={id}
        ref={root}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        className="min-h-48 max-w-none px-3 py-2 leading-relaxed text-stone-800 outline-none focus-visible:ring-2 focus-visible:ring-maroon-700 [&_a]:text-maroon-800 [&_a]:underline [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-saffron-500 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
      />
    </div>
  );
}
