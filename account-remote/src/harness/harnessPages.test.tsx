import { within } from '@testing-library/react';
import { openFromHarnessNav, renderStandaloneHarnessAt } from 'shared-ui/testing';
import { harnessPages } from './harnessPages';

// The harness itself is tested in shared-ui; its covering every exposed module, in exposes.test.tsx.
describe('account standalone harness', () => {
  it('opens each page inside main from the nav', async () => {
    const main = renderStandaloneHarnessAt('/SignIn', 'account', harnessPages);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Login or Register to Enjoy These Great Benefits',
    );

    await openFromHarnessNav('Verify OTP');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Verify OTP');
  });
});
