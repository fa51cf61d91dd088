import { Form, useNavigation } from "react-router";
import { formatIndianNumber } from "../../../../lib/money";
import { ConfirmButton } from "../confirm-dialog";
import { Card } from "../form-fields";
import { secondaryAction } from "../page-header";

interface Props {
  subject: string;
  version: string;
  audienceLabel: string;
  audience: number;
  ratePerMinute: number;
  testTo: string;
  /** The form holds unsaved changes: tests and sending use the saved campaign. */
  dirty: boolean;
}

const minutes = (count: number, rate: number) => {
  const total = Math.max(1, Math.ceil(count / rate));
  return total < 60 ? `${total} min` : `${Math.floor(total / 60)} h ${total % 60} min`;
};

/** A saved draft's next steps: a test to oneself, then the real thing (asked once, in a dialog). */
export function CampaignSendCard(props: Props) {
  const { subject, version, audienceLabel, audience, ratePerMinute, testTo, dirty } = props;
  const busy = useNavigation().state === "submitting";
  const people = `${formatIndianNumber(audience)} ${audience === 1 ? "subscriber" : "subscribers"}`;
  return (
    <Card title="Test and send">
      {dirty && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Save your changes first: the test and the campaign use the saved version.
        </p>
      )}
      <Form method="post" className="space-y-2">
        <p className="text-sm text-stone-700">
          A test goes to <strong className="break-all">{testTo}</strong>, with &ldquo;[Test]&rdquo; before the
          subject.
        </p>
        <button type="submit" name="intent" value="test" className={secondaryAction} disabled={busy || dirty}>
          Send a test to yourself
        </button>
      </Form>
      <Form method="post" className="space-y-2 border-t border-stone-200 pt-4">
        <input type="hidden" name="version" value={version} />
        <p className="text-sm text-stone-700">
          Goes to the {people} who chose {audienceLabel.toLowerCase()} and confirmed their address, at{" "}
          {formatIndianNumber(ratePerMinute)} messages a minute
          {audience > 0 && <> (about {minutes(audience, ratePerMinute)})</>}.
        </p>
        <p className="text-xs text-stone-600">
          The pace is the admin setting &ldquo;Newsletter Send Rate Per Minute&rdquo; (1 to 3,000; 60 when not
          set).
        </p>
        {audience === 0 && (
          <p className="text-sm text-amber-900">
            Nobody can receive it yet: no active subscriber who chose {audienceLabel.toLowerCase()} has
            confirmed their address.
          </p>
        )}
        <ConfirmButton
          title={`Send “${subject}” to ${people}?`}
          message="Sending starts at once and cannot be undone. You can stop it while it runs; messages already sent stay sent."
          confirmLabel="Send campaign"
          tone="primary"
          name="intent"
          value="send"
          disabled={busy || dirty || audience === 0}
        >
          Send campaign
        </ConfirmButton>
      </Form>
    </Card>
  );
}
