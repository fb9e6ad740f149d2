/**
 * Where the launch-listing badge points. The badge image is self-hosted (the CSP allows only our own images), so no
 * third-party request happens until someone clicks.
 */
const LAUNCH_LISTING_URL = "https://www.producthunt.com/search?q=ReachGen";

export function LaunchBadge() {
  return (
    <a
      href={LAUNCH_LISTING_URL}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-block transition-transform hover:-translate-y-0.5"
      aria-label="Launch day: find ReachGen on Product Hunt (opens in a new tab)"
    >
      <img src="/images/launch-badge.svg" alt="" width={260} height={56} className="block h-14 w-[260px]" />
    </a>
  );
}
