import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from "../../../../lib/newsletter-campaign";
import { Badge, type BadgeTone } from "../badge";

const TONES: Record<CampaignStatus, BadgeTone> = {
  draft: "grey",
  sending: "amber",
  sent: "green",
  cancelled: "red",
};

export function CampaignStatusBadge({ status }: { status: string }) {
  const known = status in TONES ? (status as CampaignStatus) : null;
  return <Badge tone={known ? TONES[known] : "grey"}>{known ? CAMPAIGN_STATUS_LABELS[known] : status}</Badge>;
}
