/** The timeline's shape while the event and its tasks load: two weeks of a few tasks each. */
export function TimelineSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Loading timeline...</span>
      {[3, 2].map((rows, group) => (
        <div key={group} aria-hidden="true" className="overflow-hidden rounded-xl border border-line bg-surface shadow-sm">
          <div className="flex items-center gap-3 border-b border-line bg-surface-muted px-4 py-3">
            <div className="h-4 w-28 animate-pulse rounded bg-line-strong/70" />
            <div className="h-3 w-32 animate-pulse rounded bg-line" />
          </div>
          <ul className="divide-y divide-line">
            {Array.from({ length: rows }, (_, row) => (
              <li key={row} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center">
                <div className="h-4 flex-1 animate-pulse rounded bg-line sm:max-w-md" />
                <div className="flex gap-2">
                  <div className="h-5 w-12 animate-pulse rounded-full bg-line" />
                  <div className="h-5 w-24 animate-pulse rounded bg-line" />
                  <div className="h-5 w-20 animate-pulse rounded-full bg-line" />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
