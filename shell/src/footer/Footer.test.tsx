import { screen, within } from '@testing-library/react';
import { renderShell, startSession } from '../testing/renderShell';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));

function footer() {
  return within(screen.getByRole('contentinfo'));
}

function hrefOf(name: string, group: string) {
  return within(footer().getByRole('navigation', { name: group }))
    .getByRole('link', { name })
    .getAttribute('href');
}

beforeEach(() => startSession(null));

describe('footer', () => {
  it('groups every spec link in labelled navigation landmarks', async () => {
    await renderShell('/home');
    expect(hrefOf('Home', 'Plans')).toBe('/home');
    expect(hrefOf('HOT Plans', 'Plans')).toBe('/propertyList?sort_by=1');
    expect(hrefOf('New', 'Plans')).toBe('/propertyList?sort_by=2');
    expect(hrefOf('Most Popular', 'Plans')).toBe('/propertyList?sort_by=1');
    expect(hrefOf('Styles', 'Plans')).toBe('/styles');
    expect(hrefOf('Collections', 'Plans')).toBe('/favoritedetails');
    expect(hrefOf('Change to Existing Orders', 'Services')).toBe('/returnpolicy');

    const hrefs = footer()
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of [
      '/about-us',
      '/pricing',
      '/reviews',
      '/testimonial',
      '/copyright',
      '/faq',
      '/contact-us',
      '/blog',
      '/whats-included',
      '/cost-to-build',
      '/modifications',
      '/custom-house-plans',
      '/for-builder',
      '/for-real-estate-agents',
      '/home-products-services',
    ]) {
      expect(hrefs).toContain(path);
    }
    // The spec's social links have no addresses: none may render as a dead link.
    expect(hrefs.filter((href) => href === null || href === '' || href === '#')).toEqual([]);
  });

  it("shows the copyright line exactly and the business's contact details", async () => {
    await renderShell('/home');
    expect(footer().getByText('© 2025 — Copyright')).toBeInTheDocument();
    expect(footer().getByText(/FL 33131/)).toBeInTheDocument();
    expect(footer().getByRole('link', { name: /WhatsApp/ })).toBeInTheDocument();
  });

  it("links 'Become a Builder' to the configured registration site in a new tab", async () => {
    await renderShell('/home', { builderRegistrationUrl: 'https://builders.example.org/register' });
    const link = footer().getByRole('link', { name: /Become a Builder/ });
    expect(link).toHaveAttribute('href', 'https://builders.example.org/register');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("omits 'Become a Builder' when no registration site is configured", async () => {
    await renderShell('/home');
    expect(footer().queryByRole('link', { name: /Become a Builder/ })).not.toBeInTheDocument();
  });
});
