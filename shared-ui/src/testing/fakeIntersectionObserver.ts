/** The browser's IntersectionObserver as a test drives it: told when the watched elements enter the viewport. */
class FakeIntersectionObserver implements IntersectionObserver {
  static created: FakeIntersectionObserver[] = [];
  readonly root = null;
  readonly thresholds = [0];
  private readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    private readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.created.push(this);
  }
  get rootMargin() {
    return this.options.rootMargin ?? '0px';
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({
      target,
      isIntersecting,
      intersectionRatio: isIntersecting ? 1 : 0,
      boundingClientRect: target.getBoundingClientRect(),
      intersectionRect: target.getBoundingClientRect(),
      rootBounds: null,
      time: 0,
    }));
    this.callback(entries, this);
  }
}

/**
 * Installs a fake IntersectionObserver on `window` for the tests of the calling `describe` (jsdom has none); the
 * returned functions tell every observer created so far whether its elements are in view, and list their margins.
 */
export function installFakeIntersectionObserver() {
  beforeEach(() => {
    window.IntersectionObserver = FakeIntersectionObserver;
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    FakeIntersectionObserver.created = [];
  });
  return {
    reportIntersection: (isIntersecting: boolean) => {
      for (const observer of FakeIntersectionObserver.created) observer.report(isIntersecting);
    },
    rootMargins: () => FakeIntersectionObserver.created.map((observer) => observer.rootMargin),
  };
}
