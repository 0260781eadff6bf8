import { createRef } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('is a button of type "button" by default, so it never submits a form by accident', async () => {
    const onSubmit = jest.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button>Clear filter</Button>
        <Button type="submit">Search</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('runs onClick from the mouse and the keyboard', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Add To Cart</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('applies the variant and size styles', () => {
    render(
      <>
        <Button variant="secondary" size="sm">
          Cancel
        </Button>
        <Button variant="icon" aria-label="Close">
          ×
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('button', 'secondary', 'small');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass('button', 'icon');
  });

  it('while loading: announces busy, ignores clicks, keeps focus and does not submit', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Pay now
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pay now' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(button).toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('forwards its ref to the <button>', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Retry</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Retry' }));
  });

  it('does nothing when disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Apply
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  describe('rendered on the server', () => {
    function SignInForm() {
      return (
        <form method="post" aria-label="Sign in">
          <input name="password" aria-label="Password" />
          <Button variant="secondary">Show password</Button>
          <Button type="submit">Sign In</Button>
        </form>
      );
    }

    it('sends its submit button disabled, so the browser cannot send the form before the page’s scripts run', () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<SignInForm />);
      const submit = container.querySelector('button[type="submit"]');
      expect(submit).toBeDisabled();
      // It looks ready rather than disabled (Button.module.css): the page takes it over in a moment.
      expect(submit).toHaveAttribute('data-awaiting-scripts', 'true');
      expect(container.querySelector('button[type="button"]')).toBeEnabled();
    });

    it('enables it once hydrated, with nothing else changed', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<SignInForm />);
      document.body.append(container);
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      render(<SignInForm />, { container, hydrate: true });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
      expect(screen.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('data-awaiting-scripts');
      expect(consoleError).not.toHaveBeenCalled();
      consoleError.mockRestore();
    });
  });
});
