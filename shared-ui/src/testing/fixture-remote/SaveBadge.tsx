/** A fragment: another remote's page places it under its own heading. */
export default function SaveBadge() {
  return <span>Saved</span>;
}
