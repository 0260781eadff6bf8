import { shellPageHtml } from './shellPage';

const remotes = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  checkout: 'http://localhost:3002/mf-manifest.json',
  account: 'http://localhost:3003/mf-manifest.json',
  content: 'http://localhost:3004/mf-manifest.json',
};

describe('the shell page as sent', () => {
  it('keeps the built page and adds the hints and the config at the end of its head', () => {
    const html = shellPageHtml('<html><head><title>T</title></head><body></body></html>', { apiBaseUrl: '/api/user/', remotes });
    expect(html.startsWith('<html><head><title>T</title><link rel="preconnect" href="http://localhost:3001" crossorigin>')).toBe(true);
    expect(html.endsWith('</script></head><body></body></html>')).toBe(true);
  });

  it('cannot be broken out of by a config value holding a closing script tag', () => {
    const html = shellPageHtml('<head></head>', {
      apiBaseUrl: '/api/user/',
      remotes,
      builderRegistrationUrl: 'https://builders.example/</script><script>alert(1)</script>',
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const inline = /<script type="application\/json" id="runtime-config">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(inline).builderRegistrationUrl).toBe('https://builders.example/</script><script>alert(1)</script>');
  });
});
