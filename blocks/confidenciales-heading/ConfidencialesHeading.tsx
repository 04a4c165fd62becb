/** The band that opens every Confidenciales story (spec 1, 2.1), linking back to the section. */
export function ConfidencialesHeading() {
  return (
    <p className="confidenciales-heading">
      <a href="/confidenciales/">Confidenciales</a>
    </p>
  );
}
