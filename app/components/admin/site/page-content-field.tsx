import { RichTextField } from "../rich-text-field";

interface Props {
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

export function PageContentField({ value, onChange, error }: Props) {
  return (
    <RichTextField
      name="content"
      label="Page content"
      toolbarLabel="Page formatting"
      hint="Headings, lists, quotes, links, bold, italic and underline are kept; anything else (scripts, styles, images, tables) is removed when saved. Use Preview to see the page as shoppers will."
      rows={16}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
