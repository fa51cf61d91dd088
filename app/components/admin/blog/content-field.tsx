import { RichTextField } from "../rich-text-field";

interface Props {
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** E.g. "About 3 minutes to read". */
  note?: string;
}

export function ContentField({ value, onChange, error, note }: Props) {
  return (
    <RichTextField
      name="content"
      label="Content"
      toolbarLabel="Post formatting"
      hint="Headings, lists, quotes and links are kept; other formatting and anything else is removed when saved."
      note={note}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
