import { RichTextField } from "../rich-text-field";

interface Props {
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

export function CampaignBodyField({ value, onChange, error }: Props) {
  return (
    <RichTextField
      name="body"
      label="Message"
      toolbarLabel="Message formatting"
      hint="Headings, lists, quotes and links are kept; other formatting is removed when saved. Each subscriber's copy ends with their own unsubscribe and preferences links."
      rows={14}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
