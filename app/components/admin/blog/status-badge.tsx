import { POST_STATUS_LABELS, type PostStatus } from "../../../../lib/blog-post-form-fields";
import { Badge, type BadgeTone } from "../badge";

// Live green, waiting amber, not shown grey: the same meanings as elsewhere in the back office.
const TONES: Record<PostStatus, BadgeTone> = { published: "green", scheduled: "amber", draft: "grey" };

export function PostStatusBadge({ status }: { status: PostStatus }) {
  return <Badge tone={TONES[status]}>{POST_STATUS_LABELS[status]}</Badge>;
}
