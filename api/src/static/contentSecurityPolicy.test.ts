import { scriptHashSource, shellContentSecurityPolicy } from './contentSecurityPolicy';

const remotes = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  checkout: 'http://localhost:3002/mf-manifest.json',
  account: 'https://account.cdn.example/v3/mf-manifest.json',
  content: 'http://localhost:3004/mf-manifest.json',
  staff: 'http://localhost:3005/mf-manifest.json',
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('the shell page Content-Security-Policy', () => {
  it("allows scripts from the store's own origin and each remote's origin only", () => {
    const policy = directives(shellContentSecurityPolicy({ remotes, stripe: false, google: false, facebook: false }));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://localhost:3002',
      'https://account.cdn.example',
      'http://localhost:3004',
      'http://localhost:3005',
    ]);
    expect(policy.get('connect-src')).toEqual(policy.get('script-src'));
  });

  it('forbids plugins, base-URI changes, framing and frames', () => {
    const policy = directives(shellContentSecurityPolicy({ remotes, stripe: false, google: false, facebook: false }));
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it("allows the page's own inline scripts by their hashes, never inline scripts in general", () => {
    // The SHA-256 of the empty text, as browsers compute it for `<script></script>`.
    const loader = scriptHashSource('');
    expect(loader).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    const policy = directives(
      shellContentSecurityPolicy({ remotes, stripe: false, google: false, facebook: false, inlineScripts: [loader] }),
    );
    expect(policy.get('script-src')).toContain(loader);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it("adds Stripe's script, frames and API only when Stripe is configured", () => {
    const withoutStripe = shellContentSecurityPolicy({ remotes, stripe: false, google: false, facebook: false });
    const policy = directives(shellContentSecurityPolicy({ remotes, stripe: true, google: false, facebook: false }));
    expect(withoutStripe).not.toContain('stripe.com');
    expect(policy.get('script-src')).toContain('https://js.stripe.com');
    expect(policy.get('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy.get('connect-src')).toContain('https://api.stripe.com');
  });

  it("adds an identity provider's origins only when its sign-in is configured", () => {
    const google = directives(shellContentSecurityPolicy({ remotes, stripe: false, google: true, facebook: false }));
    expect(google.get('script-src')).toContain('https://accounts.google.com');
    expect(google.get('frame-src')).toEqual(['https://accounts.google.com']);
    expect(google.get('script-src')).not.toContain('https://connect.facebook.net');
    const facebook = directives(shellContentSecurityPolicy({ remotes, stripe: false, google: false, facebook: true }));
    expect(facebook.get('script-src')).toContain('https://connect.facebook.net');
    expect(facebook.get('script-src')).not.toContain('https://accounts.google.com');
  });

  it("names no origin but the store's own and its remotes', and Stripe's only when configured", () => {
    const origins = (policy: string) =>
      new Set(
        [...directives(policy).values()]
          .flat()
          .filter((source) => !source.startsWith("'") && !/^(data|blob):$/.test(source)),
      );
    const remoteOrigins = [
      'http://localhost:3001',
      'http://localhost:3002',
      'https://account.cdn.example',
      'http://localhost:3004',
      'http://localhost:3005',
    ];
    expect(origins(shellContentSecurityPolicy({ remotes, stripe: false, google: false, facebook: false }))).toEqual(
      new Set(remoteOrigins),
    );
    expect(origins(shellContentSecurityPolicy({ remotes, stripe: true, google: false, facebook: false }))).toEqual(
      new Set([...remoteOrigins, 'https://js.stripe.com', 'https://hooks.stripe.com', 'https://api.stripe.com']),
    );
  });

  it('names a shared origin of several remotes once, and never a path', () => {
    const sameHost = {
      catalog: 'https://cdn.example/catalog/mf-manifest.json',
      checkout: 'https://cdn.example/checkout/mf-manifest.json',
      account: 'https://cdn.example/account/mf-manifest.json',
      content: 'https://cdn.example/content/mf-manifest.json',
      staff: 'https://cdn.example/staff/mf-manifest.json',
    };
    const policy = directives(
      shellContentSecurityPolicy({ remotes: sameHost, stripe: false, google: false, facebook: false }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.example']);
  });
});
