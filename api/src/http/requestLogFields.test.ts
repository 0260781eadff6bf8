import { redactUrl } from './requestLogFields';

describe('request URLs in log lines', () => {
  it('hide a one-time code and a token from an e-mailed link, and keep the rest', () => {
    const logged = redactUrl('/verifyOtp?otp=482913&email=ann%40example.com&token=abc123');
    expect(logged).not.toContain('482913');
    expect(logged).not.toContain('abc123');
    expect(logged).toContain('/verifyOtp?');
    expect(logged).toContain('email=ann%40example.com');
  });

  it("hide a mailed download link's token, which travels in the path", () => {
    const token = 'Q2hhbmdlTWVQbGVhc2UtdGhpcy1pcy1hLXRva2VuLWE';
    const logged = redactUrl(`/api/user/downloads/${token}/lines/7/documents/plan_set_pdf?x=1`);
    expect(logged).not.toContain(token);
    expect(logged).toBe('/api/user/downloads/REDACTED/lines/7/documents/plan_set_pdf?x=1');
  });

  it('leave URLs without secrets as they are', () => {
    expect(redactUrl('/api/user/properties?plan_type=%5B1%5D&pagination=2')).toBe(
      '/api/user/properties?plan_type=%5B1%5D&pagination=2',
    );
    expect(redactUrl('/home')).toBe('/home');
  });
});
