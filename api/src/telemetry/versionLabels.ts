/** Build versions kept as label values per remote: the live one, the one before, and a few old tabs' older ones. */
export const MAX_VERSIONS_PER_SOURCE = 8;

/**
 * Keeps the `version` label bounded. Versions are not a closed list (a remote deploys without the API), so each
 * remote (or the shell) keeps its MAX_VERSIONS_PER_SOURCE most recently reported versions; when another one
 * arrives, every series of the least recently reported one is removed. Real versions are reported all the time by
 * real pages, so they stay; an invented one falls out again.
 */
export class VersionLabels {
  /** Per source, its versions from least to most recently reported, each with the removers of its series. */
  private readonly sources = new Map<string, Map<string, Map<string, () => void>>>();

  constructor(private readonly maxVersions = MAX_VERSIONS_PER_SOURCE) {}

  /** Notes a series (`seriesKey`, unique per metric and label set) labelled with `source`'s `version`. */
  use(source: string, version: string, seriesKey: string, remove: () => void): void {
    let versions = this.sources.get(source);
    if (versions === undefined) {
      versions = new Map();
      this.sources.set(source, versions);
    }
    let series = versions.get(version);
    if (series === undefined) {
      series = new Map();
    } else {
      // Maps keep insertion order: taken out and put back, the version becomes the most recent.
      versions.delete(version);
    }
    versions.set(version, series);
    if (!series.has(seriesKey)) series.set(seriesKey, remove);
    if (versions.size > this.maxVersions) this.evictOldest(versions);
  }

  /** The versions kept for a source, least recently reported first. */
  versionsOf(source: string): string[] {
    return [...(this.sources.get(source)?.keys() ?? [])];
  }

  private evictOldest(versions: Map<string, Map<string, () => void>>): void {
    const oldest = versions.keys().next();
    if (oldest.done) return;
    const series = versions.get(oldest.value);
    versions.delete(oldest.value);
    for (const remove of series?.values() ?? []) remove();
  }
}
