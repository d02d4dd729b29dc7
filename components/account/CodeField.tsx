import { TextField } from "@/components/ui/TextField";

/** The six-digit code sent by SMS, as the phone's keyboard and its one-time-code autofill expect it. */
export function CodeField({ sentTo, error }: { sentTo: string; error?: string }) {
  return (
    <TextField
      label="Code"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      hint={`Sent by SMS to ${sentTo}; valid for 5 minutes.`}
      error={error}
      autoFocus
      required
    />
  );
}
